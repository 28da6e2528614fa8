// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.testkit.FailureReport;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.LedgerInvariants;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The soak's ledger ranks level totals as the engine and the rulebook do: by the raw totals. */
class SoakLedgerTest {
  private static final long REPRODUCER = 1426321266968684509L;

  @ParameterizedTest(name = "opener seat {0}")
  @ValueSource(ints = {0, 1, 2, 3})
  void theLedgerBreaksTiedTotalsByRawScoresAsTheEngineDoes(int opener) {
    List<Invariant<WarpState, WarpMove, WarpEvent>> checks = new ArrayList<>(WarpInvariants.standard());
    checks.addAll(LedgerInvariants.all());
    PropertyRunner base = PropertyRunner.of(checks).withRegistry(PluginRegistry.discover());
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(4).firstCaptain(opener)
        .campaignRounds(1).plugin("module-theta").plugin("neutral-zone-after-all-trails").build();
    for (PropertyRunner runner : List.of(base.withChooser(MoveChooser.uniform()),
        base.withChooser(MoveChooser.heaviestChart()))) {
      Optional<FailureReport> failure = runner.check(config, REPRODUCER);
      assertEquals(Optional.empty(), failure.map(FailureReport::toString));
    }
  }
}
