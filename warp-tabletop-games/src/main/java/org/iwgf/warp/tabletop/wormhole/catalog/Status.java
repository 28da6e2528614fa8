// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

/**
 * Status levels of the damage track ("Damage Levels"). Ships and capital ships run Operational, Power
 * Loss, Damaged, Crippled, Destroyed; squadrons run AOK, Reduced, Dispersed, Destroyed.
 *
 * @since 0.1.0
 */
public enum Status {
  /** A ship in working order (its armor marks are still Operational). Repairs succeed automatically. */
  OPERATIONAL(1),
  /** Weapon ranges at 3/4. Repairs succeed on 2+. */
  POWER_LOSS(2),
  /** No Special Orders, MOV/ATK at most 1, VEL and ranges halved, 2 orders. Repairs succeed on 4+. */
  DAMAGED(4),
  /** Repair orders only, capacity 1. Repairs succeed on 5+. */
  CRIPPLED(5),
  /** A full squadron. */
  AOK(1),
  /** A squadron that lost fighters: marks on 5+ instead of 4+. Carrier repairs succeed automatically. */
  REDUCED(1),
  /** A squadron of nearly no fighters: marks only on 6. Carrier repairs succeed on 4+. */
  DISPERSED(4),
  /** Out of the game. */
  DESTROYED(7);

  private final int repairRoll;

  Status(int repairRoll) {
    this.repairRoll = repairRoll;
  }

  /**
   * The lowest die roll that repairs one mark at this status (1 means automatic); 7 for Destroyed, which
   * cannot be repaired.
   */
  public int repairRoll() {
    return repairRoll;
  }

  /** Whether this status belongs to a squadron's track. */
  public boolean isSquadronStatus() {
    return this == AOK || this == REDUCED || this == DISPERSED;
  }
}
