// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every Java block of the README that says it is compiled as a test is, line for line, the code between the
 * markers of that test: the README cannot drift from code that compiles and runs.
 */
class ReadmeCodeBlocksTest {

  private static final Path ROOT = Path.of("..", "..");
  private static final Pattern BLOCK =
      Pattern.compile("```java\\n(.*?)```\\n+\\(This example is compiled and run as a test: `(\\w+)`", Pattern.DOTALL);
  private static final Pattern EXAMPLE =
      Pattern.compile("// --- README example starts\\n(.*?)\\n\\s*// --- README example ends", Pattern.DOTALL);

  @Test
  void everyCompiledBlockOfTheReadmeIsItsTestsCode() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    Matcher blocks = BLOCK.matcher(readme);
    int checked = 0;
    while (blocks.find()) {
      String block = dedent(blocks.group(1));
      List<String> examples = examples(blocks.group(2));
      assertTrue(examples.contains(block), "README block not found in " + blocks.group(2) + ":\n" + block
          + "\nexamples there:\n" + String.join("\n---\n", examples));
      checked++;
    }
    assertEquals(List.of(true, true), List.of(checked >= 4, readme.contains("OfficersExamples")),
        "the README's compiled blocks (" + checked + ") were found");
  }

  private static List<String> examples(String className) throws IOException {
    try (var files = Files.walk(ROOT)) {
      Path source = files.filter(p -> p.getFileName().toString().equals(className + ".java"))
          .filter(p -> p.toString().contains("src" + File.separator + "test"))
          .findFirst().orElseThrow(() -> new AssertionError("no test class " + className));
      Matcher m = EXAMPLE.matcher(Files.readString(source, StandardCharsets.UTF_8));
      List<String> out = new ArrayList<>();
      while (m.find()) {
        out.add(dedent(m.group(1) + "\n"));
      }
      return out;
    }
  }

  /** The text with the common indentation of its non-blank lines removed and trailing blanks trimmed. */
  private static String dedent(String text) {
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
      lines.remove(lines.size() - 1);
    }
    int indent = lines.stream().filter(l -> !l.isBlank())
        .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
    StringBuilder b = new StringBuilder();
    for (String l : lines) {
      b.append(l.isBlank() ? "" : l.substring(indent).stripTrailing()).append('\n');
    }
    return b.toString();
  }
}
