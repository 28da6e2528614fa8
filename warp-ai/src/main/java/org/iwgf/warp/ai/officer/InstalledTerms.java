// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;

/**
 * The {@link OfficerTerms} found on the class path or module path, read once: like the engine's rule
 * plugins, officer terms join by service binding and never change while the program runs.
 */
final class InstalledTerms {
  private static final Map<String, OfficerTerms> BY_RULE;
  private static final Map<Commission, List<Commission.WeightedHeuristic>> STACKS;

  static {
    List<OfficerTerms> found = new ArrayList<>();
    for (OfficerTerms t : ServiceLoader.load(OfficerTerms.class, OfficerTerms.class.getClassLoader())) {
      found.add(t);
    }
    found.sort(Comparator.comparingInt(OfficerTerms::stackPosition).thenComparing(OfficerTerms::ruleId));
    Map<String, OfficerTerms> byRule = new HashMap<>();
    for (OfficerTerms t : found) {
      byRule.putIfAbsent(t.ruleId(), t); // the first in stack order wins a duplicate id
    }
    Map<Commission, List<Commission.WeightedHeuristic>> stacks = new EnumMap<>(Commission.class);
    for (Commission c : Commission.values()) {
      List<Commission.WeightedHeuristic> stack = new ArrayList<>(c.coreStack());
      for (OfficerTerms t : found) {
        if (byRule.get(t.ruleId()) == t) {
          for (Heuristic h : t.heuristics(c)) {
            stack.add(new Commission.WeightedHeuristic(h, 1.0));
          }
        }
      }
      stacks.put(c, List.copyOf(stack));
    }
    BY_RULE = Map.copyOf(byRule);
    STACKS = stacks;
  }

  private InstalledTerms() {}

  static List<Commission.WeightedHeuristic> stack(Commission commission) {
    return Objects.requireNonNull(STACKS.get(commission));
  }

  static Map<String, OfficerTerms> byRule() {
    return BY_RULE;
  }
}
