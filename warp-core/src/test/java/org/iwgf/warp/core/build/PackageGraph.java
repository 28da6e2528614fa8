// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.build;

import java.io.IOException;
import java.io.UncheckedIOException;
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

/**
 * The packages of the repository's main sources and which of them each one uses, read from the sources of
 * every module: the imports (single-type, on-demand and static) and the fully-qualified names in code, with
 * comments and string literals left out, so a Javadoc link is no dependency. The sources rather than the
 * compiled classes: every module's sources are there whatever was built, and in whatever order, before this
 * test runs, and no stale class file of a moved package can show an edge that is gone.
 */
final class PackageGraph {
  /** The repository root: warp-core's parent. */
  static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
  private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(org\\.iwgf\\.[\\w.]+)(\\.\\*)?;");
  private static final Pattern QUALIFIED = Pattern.compile("\\borg\\.iwgf(?:\\.[a-z]\\w*)+\\.[A-Z]");
  private static final Pattern COMMENT_OR_STRING =
      Pattern.compile("/\\*.*?\\*/|//[^\\n]*|\"(?:\\\\.|[^\"\\\\])*\"|'(?:\\\\.|[^'\\\\])*'", Pattern.DOTALL);

  private PackageGraph() {}

  /** Every main-source package of the repository, each with the other repository packages it uses. */
  static Map<String, Set<String>> mainSources() {
    Map<String, Set<String>> uses = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(ROOT)) {
      for (Path p : walk.filter(PackageGraph::isMainSource).toList()) {
        String text = Files.readString(p);
        Matcher pkg = PACKAGE.matcher(text);
        if (!pkg.find()) {
          continue; // module-info
        }
        String self = pkg.group(1);
        Set<String> out = uses.computeIfAbsent(self, k -> new TreeSet<>());
        Matcher m = IMPORT.matcher(text);
        while (m.find()) {
          out.add(m.group(2) != null && !Character.isUpperCase(lastSegment(m.group(1)).charAt(0))
              ? m.group(1) : packageOf(m.group(1)));
        }
        String code = COMMENT_OR_STRING.matcher(text).replaceAll(" ");
        Matcher q = QUALIFIED.matcher(code.substring(Math.min(code.length(), pkg.end())));
        while (q.find()) {
          out.add(packageOf(q.group()));
        }
        out.remove(self);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return uses;
  }

  private static boolean isMainSource(Path p) {
    String s = p.toString().replace('\\', '/');
    return s.endsWith(".java") && s.contains("/src/main/java/") && !s.contains("/target/")
        && !s.contains("/.git/");
  }

  private static String lastSegment(String name) {
    return name.substring(name.lastIndexOf('.') + 1);
  }

  /** The package part of a name: the segments before the first capitalised one. */
  static String packageOf(String name) {
    List<String> parts = new ArrayList<>();
    for (String s : name.split("\\.")) {
      if (s.isEmpty() || Character.isUpperCase(s.charAt(0))) {
        break;
      }
      parts.add(s);
    }
    return String.join(".", parts);
  }

  /** The strongly connected sets of more than one package (Tarjan): each holds at least one cycle. */
  static List<Set<String>> cycles(Map<String, Set<String>> graph) {
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

  /** One shortest cycle through {@code from} inside {@code component}, as a path back to it. */
  static List<String> cycleThrough(String from, Set<String> component, Map<String, Set<String>> graph) {
    Map<String, String> parent = new HashMap<>();
    Deque<String> queue = new ArrayDeque<>(List.of(from));
    while (!queue.isEmpty()) {
      String v = queue.poll();
      for (String w : graph.getOrDefault(v, Set.of())) {
        if (w.equals(from)) {
          List<String> path = new ArrayList<>(List.of(from));
          for (String u = v; !u.equals(from); u = parent.get(u)) {
            path.add(1, u);
          }
          path.add(from);
          return path;
        }
        if (component.contains(w) && !parent.containsKey(w)) {
          parent.put(w, v);
          queue.add(w);
        }
      }
    }
    return List.of(from);
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
