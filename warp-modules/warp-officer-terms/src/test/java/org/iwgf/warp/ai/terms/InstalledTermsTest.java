// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalInt;
import java.util.ServiceLoader;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.OfficerTerms;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.modules.delta.ModuleDelta;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.ManualShields;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.testkit.PracticeTables;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** The terms this artifact provides join every officer's stack, in their fixed order, through the service. */
class InstalledTermsTest {

  private static List<String> names(Commission c) {
    return c.stack().stream().map(w -> w.heuristic().name()).toList();
  }

  @Test
  void everyRuleWithTermsIsFoundThroughTheService() {
    List<String> ids = ServiceLoader.load(OfficerTerms.class).stream().map(p -> p.get().ruleId()).sorted().toList();
    assertEquals(List.of("drop-to-impulse", "manual-shields", "module-alpha", "module-beta", "module-delta",
        "module-epsilon", "module-eta", "module-gamma", "module-iota", "module-kappa", "module-lambda", "module-theta",
        "module-zeta", "pass-red-alert"), ids);
  }

  @Test
  void theCommanderWeighsEveryModuleTermAfterTheCoreInItsFixedOrder() {
    List<String> expected = List.of(new SalamanderDouble().name(), new HazardMarkerAvoidance().name(),
        new TemporalDebtThrift().name(), new ContinuumFlash().name(), new RequisitionPick().name(),
        new SquadronSupport().name(), new DoubleDownPressure().name(), new InversionAndExchange().name(),
        new WormholeJudgement().name(), new LongestTrailPursuit().name());
    List<String> commander = names(Commission.COMMANDER);
    assertEquals(expected, commander.subList(commander.size() - expected.size(), commander.size()));
  }

  @Test
  void theLieutenantKnowsSevenModulesAndTheEnsignNone() {
    List<String> lieutenant = names(Commission.LIEUTENANT);
    assertEquals(List.of(new ContinuumFlash().name(), new RequisitionPick().name(), new SquadronSupport().name(),
        new DoubleDownPressure().name(), new InversionAndExchange().name(), new WormholeJudgement().name(),
        new LongestTrailPursuit().name()), lieutenant.subList(lieutenant.size() - 7, lieutenant.size()));
    assertEquals(2, Commission.ENSIGN.stack().size());
  }

  @Test
  void theRulesRankTheirMovesAgainstDrawBeaconAndPass() {
    WarpRules rules = PracticeTables.rules();
    Position points = Position.of(PracticeTables.view(rules, TableSetup.of(rules).hand(0, "9-3").hand(1, "0-0")));
    assertEquals(OptionalInt.of(90), new ModuleTerms.DropToImpulseTerms().rank(points, new DropToImpulse.Catch()));
    assertEquals(OptionalInt.of(80), new ModuleTerms.DropToImpulseTerms().rank(points, new DropToImpulse.Announce()));
    assertEquals(OptionalInt.of(10),
        new ModuleTerms.DropToImpulseTerms().rank(points, new DropToImpulse.PassUnannounced()));
    assertEquals(OptionalInt.of(35), new ModuleTerms.PassRedAlertTerms().rank(points, new PassRedAlert.Pass()));
    WarpRules goOutRules = PracticeTables.rules(Objective.GO_OUT);
    Position goOut = Position.of(PracticeTables.view(goOutRules, TableSetup.of(goOutRules).hand(0, "9-3").hand(1, "0-0")));
    assertEquals(OptionalInt.of(29), new ModuleTerms.PassRedAlertTerms().rank(goOut, new PassRedAlert.Pass()));
    assertEquals(OptionalInt.of(1), new ModuleTerms.ManualShieldsTerms().rank(points, new ManualShields.OpenShields()));
    assertEquals(OptionalInt.of(5), new ModuleTerms.Delta().rank(points, new ModuleDelta.EngageWarpDrive(Route.NEUTRAL_ZONE)));
    assertEquals(OptionalInt.of(25),
        new ModuleTerms.Gamma().rank(points, new ModuleGamma.SensorSweep(Coordinate.of(3, 4))));
    assertEquals(OptionalInt.empty(), new ModuleTerms.Alpha().rank(points, new ModuleGamma.SensorSweep(Coordinate.of(3, 4))));
    assertEquals(OptionalInt.of(40),
        new ModuleTerms.Gamma().rank(points, new ModuleGamma.SensorSweep(Coordinate.of(9, 5))));
  }
}
