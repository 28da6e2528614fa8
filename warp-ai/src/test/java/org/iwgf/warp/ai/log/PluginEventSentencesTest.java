// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.log;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.regex.Pattern;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.RuleSpace;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The game log words every event of every plugin as a sentence: a game for each rule on the classpath,
 * logged turn by turn, shows no raw record ({@code Announced[seat=1]}) and no plugin event without a sentence.
 */
class PluginEventSentencesTest {
  private static final Pattern RAW_RECORD = Pattern.compile("[A-Za-z]+\\[[a-zA-Z]+=");

  static List<String> rules() {
    return PluginRegistry.discover().factories().stream().map(RulePluginFactory::id).sorted().toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rules")
  void everyEventOfTheRuleIsLoggedAsASentence(String id) {
    RuleSpace space = RuleSpace.standard().withMaxCaptains(4).withPluginChoice(List.of(PluginConfig.of(id)));
    for (GameCase c : space.samples(id.hashCode(), 40)) {
      if (!c.config().hasPlugin(id)) {
        continue;
      }
      StringBuilder out = new StringBuilder();
      CampaignLog log = CampaignLog.everyTurn(out);
      WarpRules rules = WarpRules.of(c.config());
      Transition<WarpState, WarpEvent> t = rules.launch(c.seed());
      log.launched(c.config(), t.events());
      WarpState s = t.state();
      long r = c.seed();
      for (int n = 0; n < 3_000 && !rules.legalMoves(s).isEmpty(); n++) {
        List<WarpMove> moves = rules.legalMoves(s);
        WarpMove m = moves.get(SplitMix64.nextInt(r, moves.size()));
        r = SplitMix64.next(r);
        int seat = s.toAct();
        t = rules.apply(s, m);
        for (WarpEvent e : t.events()) {
          if (e instanceof PluginEvent p) {
            String sentence = p.describe(i -> "Captain " + (i + 1));
            assertFalse(sentence.isBlank() || RAW_RECORD.matcher(sentence).find(), sentence);
          }
        }
        log.moved(seat, m, t.events());
        s = t.state();
      }
      for (String line : out.toString().split("\n")) {
        assertFalse(RAW_RECORD.matcher(line).find(), id + ": a raw record in the log: " + line);
      }
    }
  }
}
