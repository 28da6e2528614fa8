// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.epsilon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.StarterPlaysTwo;
import org.iwgf.warp.modules.lambda.ModuleLambda;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.PluginSectors;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Sixty Points campaigns with Module Epsilon on, factors and fleets drawn from the rule space, one in five
 * also with Subspace Fracture (scopes rotating), one with Round starter plays two and Drop to Impulse, one
 * with the Sensor Grid, one with Wormholes — played with random legal moves: the core invariants and JSON
 * round-trips hold after every move, and no captain's view or copy of the events names a coordinate of
 * another captain's pack or hand. Go-out is not played: the Module is refused there.
 */
class ModuleEpsilonProperties {
  private static final PluginSectors SECTORS = PluginSectors.of(RuleSpace.standard().withMaxCaptains(5)
      .withMaxCampaignRounds(2), 0xE951L * 1_000, List.of(PluginConfig.of(ModuleEpsilon.ID)))
      .withObjectives(List.of(Objective.POINTS_CAMPAIGN))
      .withCompanions(PluginSectors.inTurn(List.of(List.of(List.of()),
          Stream.of(FractureScope.values())
              .map(s -> List.of(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", s.name())))).toList(),
          List.of(List.of(PluginConfig.of(StarterPlaysTwo.ID), PluginConfig.of(DropToImpulse.ID))),
          List.of(List.of(PluginConfig.of(ModuleGamma.ID))),
          List.of(List.of(PluginConfig.of(ModuleLambda.ID))))));
  private static final PropertyRunner RUNNER = SECTORS.runner(List.of(draftSecrecy()));

  /**
   * While the draft is open, what a seat's view shows of it (the draft table, the hand, the legal moves) and
   * the seat's copy of the events name nothing secret from that seat. Only a new round's events are read:
   * what the finished round showed (its last chart, the hands revealed for the tally) was public then, even
   * though those coordinates now lie in the new packs.
   */
  private static Invariant<WarpState, WarpMove, WarpEvent> draftSecrecy() {
    return Invariant.named("draft secrecy", (rules, before, move, t) -> {
      WarpState s = t.state();
      if (s.pluginState(ModuleEpsilon.ID).isEmpty() || !EpsilonTables.packs(s).drafting()
          && !(move instanceof ModuleEpsilon.Select)) {
        return Optional.empty();
      }
      WarpRules warp = (WarpRules) rules;
      List<WarpEvent> events = t.events();
      for (int i = 0; i < events.size(); i++) {
        if (events.get(i) instanceof WarpEvent.RoundStarted) {
          events = events.subList(i, events.size());
          break;
        }
      }
      for (int seat = 0; seat < s.seats(); seat++) {
        SeatView v = warp.view(s, seat);
        Optional<String> leak = EpsilonTables.secretIn(v.pluginStates() + " " + v.hand() + " " + v.legalMoves(), s,
            seat);
        if (leak.isEmpty()) {
          leak = EpsilonTables.secretIn(String.valueOf(warp.eventsFor(events, seat)), s, seat);
        }
        if (leak.isPresent()) {
          return leak;
        }
      }
      return Optional.empty();
    });
  }

  @TestFactory
  Stream<DynamicTest> campaignsWithTheDraftKeepTheCoreInvariants() {
    return SECTORS.sectors().stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> RUNNER.assertHolds(s.game())));
  }

  @Test
  void everyRoundOfTheseCampaignsIsDrafted() {
    int later = 0;
    for (int i = 0; i < 10; i++) {
      GameCase c = SECTORS.game(i);
      int started = RUNNER.countEvents(c.config(), c.seed(), WarpEvent.RoundStarted.class);
      int opened = RUNNER.countEvents(c.config(), c.seed(), DraftEvent.DraftOpened.class);
      int closed = RUNNER.countEvents(c.config(), c.seed(), DraftEvent.DraftClosed.class);
      assertEquals(started, opened, "campaign " + i + ": a draft for every round dealt after the launch");
      assertEquals(opened + 1, closed, "campaign " + i + ": every draft, the launch's included, closes");
      later += started;
    }
    assertTrue(later > 0, "no campaign reached a second round");
  }
}
