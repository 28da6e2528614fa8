// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * No package of the repository's main sources takes part in a cycle: the layers docs/architecture.md draws
 * (the model, the plugin SPI on it, the engine on both) hold in every module.
 */
class PackageCyclesTest {
  @Test
  void noPackageTakesPartInACycle() {
    Map<String, Set<String>> uses = PackageGraph.mainSources();
    List<Set<String>> cycles = PackageGraph.cycles(uses);
    StringBuilder report = new StringBuilder();
    for (Set<String> component : cycles) {
      String first = component.iterator().next();
      report.append("packages in a cycle: ").append(component).append("\n  for example ")
          .append(String.join(" -> ", PackageGraph.cycleThrough(first, component, uses))).append('\n');
    }
    if (!cycles.isEmpty()) {
      System.out.print(report);
    }
    assertEquals(List.of(), cycles, report.toString());
  }

  @Test
  void theCoreIsLayeredModelThenSpiThenEngine() {
    Map<String, Set<String>> uses = PackageGraph.mainSources();
    String core = "org.iwgf.warp.core.";
    Map<String, Set<String>> allowed = new TreeMap<>(Map.of(
        "model", Set.of("domino", "game"),
        "plugin", Set.of("domino", "game", "model"),
        "view", Set.of("domino", "game", "model"),
        "doubleblank", Set.of("domino", "game", "model", "plugin")));
    for (Map.Entry<String, Set<String>> layer : allowed.entrySet()) {
      Set<String> inCore = new TreeSet<>();
      for (String p : uses.get(core + layer.getKey())) {
        if (p.startsWith(core)) {
          inCore.add(p.substring(core.length()));
        }
      }
      assertTrue(layer.getValue().containsAll(inCore), core + layer.getKey() + " uses " + inCore);
    }
  }
}
