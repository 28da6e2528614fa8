// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.plugin.Charts;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * Module Eta's Go-out move, the Desperation Dig: instead of the one blind draw, the captain draws up to
 * {@value #DEPTH} coordinates one at a time, stopping at the first playable one, and the Distress Beacon
 * goes up at once and stays open for the captain's next two turns. JSON name {@code module-eta.dig}.
 *
 * @since 0.1.0
 */
public record DesperationDig() implements ModuleEta.Move {
  /** Most coordinates one dig draws. */
  public static final int DEPTH = 3;
  /** The dig's turn and the captain's next two: the beacon is locked open through all three. */
  static final int LOCKED_TURNS = 3;

  @Override
  public String toString() {
    return "Desperation Dig";
  }

  /** Digs for the captain at the helm, whose round bookkeeping is {@code ledger}. */
  static void play(StateEditor editor, Ledger ledger) {
    int seat = editor.toAct();
    editor.setBeacon(seat, true);
    editor.setPluginState(ModuleEta.ID, ledger.withBeaconLock(seat, LOCKED_TURNS));
    int drawn = 0;
    boolean struck = false;
    while (drawn < DEPTH && !struck) {
      Optional<Coordinate> c = editor.drawFromUncharted(seat);
      if (c.isEmpty()) {
        break;
      }
      drawn++;
      struck = Charts.couldChart(editor.current(), seat, c.get());
    }
    // The dig is the turn's draw: what follows is a standard chart of the struck coordinate, or the pass.
    editor.markDrew();
    editor.emit(new ModuleEta.DigEnded(seat, drawn, struck));
  }
}
