// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's package map tells the truth: every package it lists exists in the main sources,
 * and every main-source package of the repository is listed.
 */
class PackageMapTest {
  private static final Pattern NAME = Pattern.compile("`([\\w.<>]+)`");

  @Test
  void theMapListsEveryPackageAndNoOther() throws IOException {
    Set<String> real = PackageGraph.mainSources().keySet();
    List<String> listed = listed(Files.readString(PackageGraph.ROOT.resolve("docs/architecture.md")));
    Set<String> missing = new TreeSet<>();
    for (String p : listed) {
      if (real.stream().noneMatch(r -> matches(p, r))) {
        missing.add(p);
      }
    }
    Set<String> unlisted = new TreeSet<>();
    for (String r : real) {
      if (listed.stream().noneMatch(p -> matches(p, r))) {
        unlisted.add(r);
      }
    }
    assertTrue(listed.size() > 20, "the package map of docs/architecture.md was not found: " + listed);
    assertEquals(Set.of(), missing, "listed in docs/architecture.md's package map but not in the sources");
    assertEquals(Set.of(), unlisted, "packages of the sources missing from docs/architecture.md's package map");
  }

  /**
   * The packages the first column of the map names. A name after a comma that starts with a dot is a
   * sibling of the first name in the cell ({@code `org.iwgf.warp.classic.rules`, `.json`}); one inside
   * {@code (+ …)} is a sub-package of it; {@code <rule>} stands for any one segment.
   */
  static List<String> listed(String doc) {
    int start = doc.indexOf("### Package map");
    assertTrue(start >= 0, "docs/architecture.md has a \"### Package map\" section");
    List<String> out = new ArrayList<>();
    for (String line : doc.substring(start).split("\n")) {
      if (line.startsWith("#") && !line.startsWith("### Package map")) {
        break;
      }
      if (!line.startsWith("| `")) {
        continue;
      }
      String cell = line.substring(1, line.indexOf('|', 1));
      int plus = cell.indexOf("(+");
      Matcher m = NAME.matcher(cell);
      String first = null;
      while (m.find()) {
        String name = m.group(1);
        if (first == null) {
          first = name;
          out.add(name);
        } else if (plus >= 0 && m.start() > plus) {
          out.add(first + name);
        } else {
          out.add(first.substring(0, first.lastIndexOf('.')) + name);
        }
      }
    }
    return out;
  }

  private static boolean matches(String listed, String real) {
    return real.matches(Pattern.quote(listed).replace("<rule>", "\\E[a-z]\\w*\\Q"));
  }
}
