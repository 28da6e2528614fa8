// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages of the main sources, linked by their imports, form no cycle except the one
 * docs/architecture.md explains (the engine, its plugin SPI and the seat view it builds).
 */
class PackageCyclesTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
  private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(org\\.iwgf\\.[\\w.]+);");

  @Test
  void onlyTheEnginesDocumentedCycleRemains() throws IOException {
    Map<String, Set<String>> uses = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(ROOT)) {
      for (Path p : walk.filter(f -> f.toString().endsWith(".java") && f.toString().contains("/src/main/java/")
          && !f.toString().contains("/target/")).toList()) {
        String text = Files.readString(p);
        Matcher pkg = PACKAGE.matcher(text);
        if (!pkg.find()) {
          continue; // module-info
        }
        Set<String> out = uses.computeIfAbsent(pkg.group(1), k -> new TreeSet<>());
        Matcher m = IMPORT.matcher(text);
        while (m.find()) {
          String target = packageOf(m.group(1));
          if (!target.equals(pkg.group(1))) {
            out.add(target);
          }
        }
      }
    }
    assertEquals(List.of(Set.of("org.iwgf.warp.core.plugin", "org.iwgf.warp.core.rules",
        "org.iwgf.warp.core.rules.doubleblank", "org.iwgf.warp.core.view")), cycles(uses));
  }

  /** The package part of an imported name: the segments before the first capitalised one. */
  private static String packageOf(String name) {
    List<String> parts = new ArrayList<>();
    for (String s : name.split("\\.")) {
      if (Character.isUpperCase(s.charAt(0))) {
        break;
      }
      parts.add(s);
    }
    return String.join(".", parts);
  }

  /** The strongly connected sets of more than one package (Tarjan). */
  private static List<Set<String>> cycles(Map<String, Set<String>> graph) {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    List<Set<String>> out = new ArrayList<>();
    for (String v : graph.keySet()) {
      if (!index.containsKey(v)) {
        connect(v, graph, index, low, stack, out);
      }
    }
    return out;
  }

  private static void connect(String v, Map<String, Set<String>> graph, Map<String, Integer> index,
      Map<String, Integer> low, Deque<String> stack, List<Set<String>> out) {
    index.put(v, index.size());
    low.put(v, index.get(v));
    stack.push(v);
    for (String w : graph.getOrDefault(v, Set.of())) {
      if (!index.containsKey(w)) {
        connect(w, graph, index, low, stack, out);
        low.put(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.contains(w)) {
        low.put(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v).equals(index.get(v))) {
      Set<String> component = new TreeSet<>();
      String w;
      do {
        w = stack.pop();
        component.add(w);
      } while (!w.equals(v));
      if (component.size() > 1) {
        out.add(component);
      }
    }
  }
}
