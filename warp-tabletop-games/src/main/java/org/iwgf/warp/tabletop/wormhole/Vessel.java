// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * One vessel in play at one moment: where it is, its damage, its orders for the turn and the switches in
 * force. An immutable value; the "with" methods return changed copies.
 *
 * @param id the vessel's id (the number on base and TOS)
 * @param owner the seat that commands it
 * @param classId its catalog vessel class
 * @param inserts its Data Inserts (insert type ids; spent ones such as launched Missile Salvos removed)
 * @param position where its centre is, empty before deployment and while docked
 * @param heading its compass heading in degrees [0, 360)
 * @param marks marks of damage on its track (at least the track length: Destroyed)
 * @param dockedIn the Convoy Carrier it is on deck in, if any
 * @param issued the orders issued to it this turn (revealed at the end of the Orders phase)
 * @param remaining the orders it has not executed or cancelled yet
 * @param charged the Particlebow's "Charged" switch, kept from turn to turn until it fires
 * @param effects Special Orders in force this turn
 * @param admiral whether the Fleet Admiral (or Legendary Commander) is aboard
 * @param rerollUsed whether its Skilled Commander's re-roll was used this turn
 * @since 0.1.0
 */
public record Vessel(String id, int owner, String classId, List<String> inserts, Optional<Point> position,
    double heading, int marks, Optional<String> dockedIn, Orders issued, Orders remaining, boolean charged,
    List<Effect> effects, boolean admiral, boolean rerollUsed) {

  public Vessel {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(classId, "classId");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(dockedIn, "dockedIn");
    Objects.requireNonNull(issued, "issued");
    Objects.requireNonNull(remaining, "remaining");
    inserts = List.copyOf(inserts);
    effects = List.copyOf(effects);
    if (marks < 0) {
      throw new IllegalArgumentException("marks < 0");
    }
    if (!Double.isFinite(heading)) {
      throw new IllegalArgumentException("A heading is a finite number of degrees.");
    }
  }

  /** Whether it is on the mat (deployed and not docked). */
  public boolean onMat() {
    return position.isPresent() && dockedIn.isEmpty();
  }

  /** How many inserts of type {@code insertId} it carries. */
  public int insertCount(String insertId) {
    return (int) inserts.stream().filter(insertId::equals).count();
  }

  /** Whether a Special Order {@code ability} is in force on it this turn. */
  public boolean hasEffect(SpecialAbility ability) {
    return effects.stream().anyMatch(e -> e.ability() == ability);
  }

  /** This vessel at {@code newPosition} facing {@code newHeading}, not docked. */
  public Vessel at(Point newPosition, double newHeading) {
    return new Vessel(id, owner, classId, inserts, Optional.of(newPosition), newHeading, marks, Optional.empty(),
        issued, remaining, charged, effects, admiral, rerollUsed);
  }

  /** This vessel off the mat (it left through a Wormhole). */
  public Vessel offMat() {
    return new Vessel(id, owner, classId, inserts, Optional.empty(), heading, marks, Optional.empty(), issued,
        remaining, charged, effects, admiral, rerollUsed);
  }

  /** This vessel on deck in {@code carrierId}. */
  public Vessel docked(String carrierId) {
    return new Vessel(id, owner, classId, inserts, Optional.empty(), heading, marks, Optional.of(carrierId),
        issued, remaining, charged, effects, admiral, rerollUsed);
  }

  /** This vessel carrying {@code newMarks} marks. */
  public Vessel withMarks(int newMarks) {
    return new Vessel(id, owner, classId, inserts, position, heading, newMarks, dockedIn, issued, remaining,
        charged, effects, admiral, rerollUsed);
  }

  /** This vessel with orders {@code newIssued} for the turn, all still to execute. */
  public Vessel withOrders(Orders newIssued) {
    return new Vessel(id, owner, classId, inserts, position, heading, marks, dockedIn, newIssued, newIssued,
        charged, effects, admiral, rerollUsed);
  }

  /** This vessel with {@code newRemaining} orders left to execute. */
  public Vessel withRemaining(Orders newRemaining) {
    return new Vessel(id, owner, classId, inserts, position, heading, marks, dockedIn, issued, newRemaining,
        charged, effects, admiral, rerollUsed);
  }

  /** This vessel with the Particlebow's Charged switch set to {@code newCharged}. */
  public Vessel withCharged(boolean newCharged) {
    return new Vessel(id, owner, classId, inserts, position, heading, marks, dockedIn, issued, remaining,
        newCharged, effects, admiral, rerollUsed);
  }

  /** This vessel with {@code newEffects} in force. */
  public Vessel withEffects(List<Effect> newEffects) {
    return new Vessel(id, owner, classId, inserts, position, heading, marks, dockedIn, issued, remaining,
        charged, newEffects, admiral, rerollUsed);
  }

  /** This vessel with {@code newInserts}. */
  public Vessel withInserts(List<String> newInserts) {
    return new Vessel(id, owner, classId, newInserts, position, heading, marks, dockedIn, issued, remaining,
        charged, effects, admiral, rerollUsed);
  }

  /** This vessel with the Skilled Commander's re-roll marked {@code used}. */
  public Vessel withRerollUsed(boolean used) {
    return new Vessel(id, owner, classId, inserts, position, heading, marks, dockedIn, issued, remaining,
        charged, effects, admiral, used);
  }

  /** This vessel at the start of a new turn: no orders, no effects, re-roll unused; charge kept. */
  public Vessel resetForTurn() {
    return new Vessel(id, owner, classId, inserts, position, heading, marks, dockedIn, Orders.NONE, Orders.NONE,
        charged, List.of(), admiral, false);
  }
}
