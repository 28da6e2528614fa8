// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.RuleSpace;

/** The seeded cases the property classes share, and a helper to walk a recorded game's states. */
final class Cases {
  /** Seed of the whole property suite; change it to explore other corners of the rule space. */
  static final long SUITE_SEED = 0x5EC7_02L;

  /** Generous: the longest sector among the suite's cases (a two-captain Go-out) takes about 2,500 moves. */
  static final int MOVE_BUDGET = 20_000;

  private Cases() {}

  static RuleSpace space() {
    return RuleSpace.standard();
  }

  /** {@code count} cases drawn for the property named {@code salt} (each property its own draw). */
  static Stream<GameCase> draw(long salt, int count) {
    return space().samples(SUITE_SEED ^ salt, count).stream();
  }

  /** The launched state and the state after every move of {@code record}, replayed under {@code rules}. */
  static List<WarpState> states(WarpRules rules, PlayedGame record) {
    List<WarpState> out = new ArrayList<>(record.plies() + 1);
    WarpState s = rules.start(record.seed());
    out.add(s);
    for (var m : record.moves()) {
      s = rules.apply(s, m).state();
      out.add(s);
    }
    return out;
  }

  /** At most {@code n} states of {@code states}, evenly spread and always including the first and last. */
  static List<WarpState> spread(List<WarpState> states, int n) {
    if (states.size() <= n) {
      return states;
    }
    List<WarpState> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(states.get((int) ((long) i * (states.size() - 1) / (n - 1))));
    }
    return out;
  }
}
