// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.intel;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Intel is never wrong: through whole sectors under many rule sets, every coordinate a seat believes a
 * captain holds is in that hand, and every {@link Unmatched} record admits the captain's true hand. It is
 * also not empty: the sectors teach the seats something.
 */
class IntelSoundnessTest {

  static Stream<Arguments> tables() {
    return Stream.of(
        Arguments.of("standard", config(Objective.POINTS_CAMPAIGN, 3)),
        Arguments.of("Sensor Grid", config(Objective.POINTS_CAMPAIGN, 3, "module-gamma")),
        Arguments.of("Continuum and Salamander", config(Objective.POINTS_CAMPAIGN, 3, "module-alpha", "module-beta")),
        Arguments.of("Double Down", config(Objective.GO_OUT, 3, "module-iota")),
        Arguments.of("Hand Exchange", config(Objective.GO_OUT, 4, "module-kappa")),
        Arguments.of("Wormholes", config(Objective.POINTS_CAMPAIGN, 3, "module-lambda")),
        Arguments.of("Squadrons", config(Objective.POINTS_CAMPAIGN, 4, "module-zeta")),
        Arguments.of("Hot Potato", config(Objective.POINTS_CAMPAIGN, 3, "module-delta", "module-gamma")),
        Arguments.of("the Captain's Draft", config(Objective.POINTS_CAMPAIGN, 3, "module-epsilon")),
        Arguments.of("Temporal Debt and Longest Trail", config(Objective.POINTS_CAMPAIGN, 3, "module-eta",
            "module-theta")),
        Arguments.of("house rules that close routes", config(Objective.POINTS_CAMPAIGN, 3, "own-trail-first",
            "starter-plays-two", "neutral-zone-after-all-trails", "manual-shields", "pass-red-alert")),
        Arguments.of("Continuum and Salamander Surge", config(Objective.GO_OUT, 3, "module-alpha", "module-beta")));
  }

  private static WarpConfig config(Objective objective, int captains, String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(captains).objective(objective);
    for (String p : plugins) {
      b.plugin(p);
    }
    return b.build();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tables")
  void everySeatsIntelAgreesWithTheTrueHands(String name, WarpConfig config) {
    WarpRules rules = WarpRules.of(config);
    int learned = 0;
    for (long seed = 1; seed <= 4; seed++) {
      learned += playAndCheck(rules, seed);
    }
    assertTrue(learned > 0, name + ": no seat ever learned anything");
  }

  /** Plays one sector (a few hundred moves at most), checking every seat's intel after every move. */
  private static int playAndCheck(WarpRules rules, long seed) {
    WarpState state = rules.start(seed);
    int seats = rules.config().captains();
    List<Intel> intel = new ArrayList<>();
    List<SeatView> seen = new ArrayList<>();
    for (int s = 0; s < seats; s++) {
      intel.add(Intel.none());
      seen.add(rules.view(state, s));
    }
    Officer officer = Officer.of(Commission.LIEUTENANT);
    SplittableRandom random = new SplittableRandom(seed);
    int learned = 0;
    for (int move = 0; move < 300 && !state.isOver(); move++) {
      WarpMove m = officer.choose(rules.view(state, state.toAct()), random);
      Transition<WarpState, WarpEvent> t = rules.apply(state, m);
      state = t.state();
      for (int s = 0; s < seats; s++) {
        SeatView after = rules.view(state, s);
        Intel next = intel.get(s).after(rules, seen.get(s), m, rules.eventsFor(t.events(), s), after);
        intel.set(s, next);
        seen.set(s, after);
        if (next.round() == state.round()) {
          learned += check(state, s, next);
        }
      }
    }
    return learned;
  }

  private static int check(WarpState state, int seat, Intel intel) {
    int facts = 0;
    for (int o = 0; o < state.seats(); o++) {
      List<Coordinate> hand = state.hand(o);
      for (Coordinate c : intel.knownHeldBy(o)) {
        assertTrue(hand.contains(c), "seat " + seat + " believes seat " + o + " holds " + c + ":\n" + state);
        facts++;
      }
      for (Unmatched u : intel.unmatchedBy(o)) {
        assertTrue(u.admits(hand), "seat " + seat + " holds for seat " + o + " " + u + ":\n" + state);
        facts++;
      }
    }
    return facts;
  }
}
