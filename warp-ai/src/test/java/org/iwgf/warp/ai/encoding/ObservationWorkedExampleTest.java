// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.api.Test;

/**
 * A Warp 9 × 2 position checked by hand, entry by entry: sector seed 7, seat 0 has charted 9-0 on its own
 * trail, and seat 1 (hand 1-0 2-2 3-2 3-3 5-4 6-4 7-0 7-3 7-4 8-1 8-8 9-6) is at the helm.
 */
class ObservationWorkedExampleTest {
  private static final WarpConfig CONFIG = WarpConfig.standard(WarpFactor.WARP_9, 2);
  private static final WarpRules RULES = WarpRules.of(CONFIG);

  private static SeatView position() {
    WarpState s = RULES.start(7);
    s = RULES.apply(s, WarpMove.chart(Coordinate.of(9, 0), Route.trailOf(0))).state();
    return RULES.view(s, 1);
  }

  @Test
  void theWarp9TwoCaptainVectorHoldsTheHandCheckedEntries() {
    SeatView view = position();
    assertEquals(List.of(1, 5, 8, 9, 19, 25, 28, 31, 32, 37, 44, 51),
        view.hand().stream().map(Coordinate::index).toList(), "the premise: seat 1's hand");
    ObservationLayout layout = ObservationLayout.of(CONFIG);
    assertEquals(329, layout.size());
    float[] expected = new float[329];
    expected[0] = 1f; // config.factor: Warp 9
    expected[4] = 2f / 18f; // config.captains
    expected[5] = 1f; // config.objective: points campaign
    for (int index : new int[] {1, 5, 8, 9, 19, 25, 28, 31, 32, 37, 44, 51}) {
      expected[7 + index] = 1f; // hand at 7
    }
    expected[62 + 55 + 45] = 1f; // trail[+1] (seat 0) holds 9-0, index 45; trail[+0] (own) is empty
    expected[227 + 9] = 1f; // spacedock 9-9
    expected[237 + 9] = 1f; // own trail open at the Spacedock's 9
    expected[237 + 10] = 1f; // seat 0's trail open at 0
    expected[258] = 1f; // trail[+1].started; trail[+0] is not
    expected[261 + 9] = 1f; // the Neutral Zone open at 9, empty
    expected[272] = 12f / 12f; // own hand: 12 of a 12-coordinate deal
    expected[273] = 11f / 12f; // seat 0 holds 11
    expected[274] = 30f / 55f; // 30 coordinates left in Uncharted Sectors
    expected[275] = 1f; // phase: playing
    expected[299] = 1f / 10f; // round 1 of a 10-round campaign
    expected[304] = 1f; // the observer is at the helm
    assertArrayEquals(expected, ObservationEncoder.of(CONFIG).encode(view));
  }

  @Test
  void theWarp9TwoCaptainActionsHaveTheHandCheckedIndices() {
    SeatView view = position();
    ActionSpace space = ActionSpace.of(CONFIG);
    assertEquals(55 * 3 + 5, space.size());
    // 9-6 has index 51; seat 1's own trail is relative route 0, the Neutral Zone route 2
    assertEquals(51 * 3, space.indexOf(view, WarpMove.chart(Coordinate.of(9, 6), Route.trailOf(1))));
    assertEquals(51 * 3 + 2, space.indexOf(view, WarpMove.chart(Coordinate.of(9, 6), Route.NEUTRAL_ZONE)));
    assertEquals(51 * 3 + 1, space.indexOf(view, WarpMove.chart(Coordinate.of(9, 6), Route.trailOf(0))));
    assertEquals(165, space.indexOf(view, WarpMove.DRAW));
    boolean[] mask = new boolean[space.size()];
    space.mask(view, mask);
    for (int i = 0; i < mask.length; i++) {
      assertEquals(i == 153 || i == 155, mask[i], "mask entry " + i);
    }
    assertThrows(IllegalArgumentException.class, () -> space.moveAt(view, 165), "drawing is not legal here");
  }

  @Test
  void aPluginStateIsReadGenericallyAndPerSeatListsRelativeToTheObserver() {
    WarpConfig config = CONFIG.toBuilder().plugin("probe").build();
    SeatView plain = position();
    ProbeState probe = new ProbeState(true, 3, List.of(5, 7), List.of(Coordinate.of(9, 0)), Phase.OVER, "skipped");
    SeatView view = new SeatView(plain.seat(), config, plain.phase(), plain.round(), plain.spacedock(),
        plain.toAct(), plain.hand(), plain.handCounts(), plain.unchartedCount(), plain.trails(),
        plain.neutralZone(), plain.redAlert(), plain.drewThisTurn(), plain.firstTurnsPending(),
        plain.campaignScores(), plain.roundWins(), plain.history(), plain.legalMoves(), Map.of("probe", probe), plain.revealedHands());
    ObservationLayout layout = ObservationLayout.of(config);
    float[] out = ObservationEncoder.of(config).encode(view);
    assertEquals(329 + 1 + 55 + ObservationLayout.PLUGIN_VALUES, layout.size());
    assertEquals(1f, out[307 + ObservationLayout.KNOWN_PLUGINS.size()], "modules: an unknown id is 'other'");
    assertEquals(1f, out[329], "plugin[probe].present");
    float[] plane = new float[55];
    plane[45] = 1f;
    assertArrayEquals(plane, Arrays.copyOfRange(out, 330, 385), "plugin[probe].coordinates: 9-0");
    float[] values = new float[ObservationLayout.PLUGIN_VALUES];
    // on; count 3/(3+1); perSeat: length 2/3, then seat 1's 7 and seat 0's 5 as x/(x+1); coordinates: length
    // 1/2 (the coordinate itself is on the plane); phase OVER (ordinal 2 of 3) as 3/3; the text is skipped
    float[] written = {1f, 0.75f, 2f / 3f, 7f / 8f, 5f / 6f, 0.5f, 1f};
    System.arraycopy(written, 0, values, 0, written.length);
    assertArrayEquals(values, Arrays.copyOfRange(out, 385, 385 + ObservationLayout.PLUGIN_VALUES), 1e-6f,
        "plugin[probe].values");
    assertEquals(385, layout.segment("plugin[probe].values").orElseThrow().offset());
  }
}
