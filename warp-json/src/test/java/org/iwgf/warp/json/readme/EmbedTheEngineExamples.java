// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.WarpJson;
import org.junit.jupiter.api.Test;

/** The README's "Embed the engine" example, kept compiling and passing. */
class EmbedTheEngineExamples {

  @Test
  void embedTheEngine() {
    // --- README example starts
    WarpConfig config = WarpConfig.builder()
        .factor(WarpFactor.WARP_12)
        .captainNames("Armstrong", "Lovell", "Earhart", "Gagarin")
        .build();
    WarpRules rules = WarpRules.of(config);           // finds optional rules on the classpath
    WarpState state = rules.start(42L);               // the seed decides every shuffle

    List<WarpMove> moves = rules.legalMoves(state);   // exactly what apply accepts
    Transition<WarpState, WarpEvent> t = rules.apply(state, moves.get(0));
    for (WarpEvent e : rules.eventsFor(t.events(), 1)) {
      System.out.println(e);                          // Lovell's copy: others' draws stay hidden
    }

    SeatView lovell = rules.view(t.state(), 1);       // own hand, table, counts — nothing hidden
    SeatView gallery = rules.spectatorView(t.state()); // no seat: no hand until the round's reveal
    String saved = WarpJson.writeState(t.state());    // the whole state, for the server
    WarpState loaded = WarpJson.readState(saved);     // checked: every coordinate exactly once

    try {
      rules.apply(loaded, WarpMove.PASS);
    } catch (IllegalMoveException e) {
      System.out.println(e.code() + ": " + e.getMessage());  // MUST_CHART: Lovell can chart ...
    }
    // --- README example ends

    assertEquals(t.state(), loaded);
    assertEquals(1, lovell.seat());
    assertFalse(lovell.hand().isEmpty());
    assertTrue(gallery.hand().isEmpty(), "a spectator holds no hand");
    assertTrue(WarpJson.writeView(lovell).contains("\"handCounts\""));
  }
}
