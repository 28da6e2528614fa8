// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.epsilon;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;

/** Shared helpers of the Module Epsilon tests: captains A, B, C (seats 0–2) at Warp 12. */
final class EpsilonTables {
  private static final Pattern COORDINATE_TEXT = Pattern.compile("(?<![\\w-])(\\d{1,2})-(\\d{1,2})(?![\\w-])");

  private EpsilonTables() {}

  static WarpConfig.Builder fleet() {
    return WarpConfig.builder().captains(3).captainNames("A", "B", "C").objective(Objective.POINTS_CAMPAIGN)
        .plugin(ModuleEpsilon.ID);
  }

  static WarpRules rules() {
    return WarpRules.of(fleet().build());
  }

  static RequisitionPacks packs(WarpState s) {
    return (RequisitionPacks) s.pluginState(ModuleEpsilon.ID).orElseThrow();
  }

  /** Plays the first listed selection until the draft closes. */
  static WarpState draftToTheEnd(WarpRules rules, WarpState s) {
    WarpState now = s;
    while (packs(now).drafting()) {
      now = rules.apply(now, rules.legalMoves(now).get(0)).state();
    }
    return now;
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }

  /**
   * The first coordinate hidden from {@code seat} that {@code text} names: one in another captain's pack
   * or hand, or in Uncharted Sectors.
   */
  static Optional<String> secretIn(String text, WarpState s, int seat) {
    BitSet hidden = new BitSet();
    RequisitionPacks p = packs(s);
    for (int other = 0; other < s.seats(); other++) {
      if (other != seat) {
        p.packs().get(other).forEach(c -> hidden.set(c.index()));
        s.hand(other).forEach(c -> hidden.set(c.index()));
      }
    }
    s.uncharted().forEach(c -> hidden.set(c.index()));
    Matcher m = COORDINATE_TEXT.matcher(text);
    while (m.find()) {
      int a = Integer.parseInt(m.group(1));
      int b = Integer.parseInt(m.group(2));
      if (a <= Coordinate.MAX_PIP && b <= Coordinate.MAX_PIP && hidden.get(Coordinate.of(a, b).index())) {
        return Optional.of("seat " + seat + " can read hidden " + Coordinate.of(a, b));
      }
    }
    return Optional.empty();
  }

  static List<Coordinate> all(List<List<Coordinate>> lists) {
    List<Coordinate> out = new ArrayList<>();
    lists.forEach(out::addAll);
    return out;
  }
}
