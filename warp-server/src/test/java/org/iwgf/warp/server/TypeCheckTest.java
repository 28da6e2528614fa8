// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build's type check of the browser client catches a schema change that breaks the page: with a field of a
 * view, or of the server's update, renamed in its declaration, tsc fails on a copy of the page and names the
 * module that reads the old field; the page as shipped passes. Runs tsc from the npm build tools, so it belongs
 * to the group of Maven profile {@code typescript}, on where those tools are installed (as the check itself);
 * without them the group is left out of the run, like the browser tests without chromium.
 */
@Tag("typescript")
@Timeout(300)
class TypeCheckTest {
  private static final Path MODULE = Path.of("").toAbsolutePath();
  private static final Path ROOT = MODULE.getParent();
  private static final Path TOOLS = MODULE.resolve("src/main/typescript");
  private static final Path WEB = Path.of("warp-server/src/main/resources/org/iwgf/warp/server/web");
  private static final Path DECLARATIONS = Path.of("docs/schema");

  @TempDir Path copy;

  @Test
  void thePageAsShippedPasses() throws Exception {
    Checked checked = check();
    assertEquals(0, checked.status(), checked.output());
  }

  /**
   * One field renamed in each of five declarations — a Warp view's, a Classic view's, an update's, a Classic
   * move's and a Classic event's — in one run of tsc (it takes seconds): each is reported in the module that
   * reads it.
   */
  @Test
  void aFieldRenamedInADeclarationFailsTheCheckWhereThePageReadsIt() throws Exception {
    prepare();
    rename("warp/view.d.ts", "  handCounts: number[];", "  handSizes: number[];");
    rename("classic/view.d.ts", "  boneyardSize: number;", "  boneyard: number;");
    rename("server/message.d.ts", "  moveCount: number;", "  movesOpen: number;");
    rename("classic/move.d.ts", "  end: End;", "  side: End;");
    rename("classic/events.d.ts", "  hands: Coordinate[][];", "  shown: Coordinate[][];");
    Checked broken = check();
    assertNotEquals(0, broken.status(), "tsc accepted the page with the fields renamed:\n" + broken.output());
    for (String[] expected : List.of(new String[] {"warp-table.js", "handCounts", "WarpView"},
        new String[] {"classic-table.js", "boneyardSize", "ClassicView"},
        new String[] {"generic-table.js", "moveCount", "GameUpdate"},
        new String[] {"classic-table.js", "end", "ClassicMovePlay"},
        new String[] {"classic-table.js", "hands", "ClassicEventHandsShown"})) {
      String line = "Property '" + expected[1] + "' does not exist on type '" + expected[2];
      assertTrue(broken.output().lines().anyMatch(l -> l.contains(expected[0]) && l.contains(line)),
          "tsc reports " + line + "' in " + expected[0] + ":\n" + broken.output());
    }
  }

  private void rename(String declaration, String field, String renamed) throws IOException {
    Path file = copy.resolve(DECLARATIONS).resolve(declaration);
    String text = Files.readString(file);
    assertTrue(text.contains(field), declaration + " declares '" + field.strip() + "'");
    Files.writeString(file, text.replace(field, renamed));
  }

  private record Checked(int status, String output) {}

  // A copy of the page and of the declarations laid out as in the repository, so that the project's own
  // tsconfig.json reads it unchanged.
  private void prepare() throws IOException {
    Path tsconfig = copy.resolve(ROOT.relativize(TOOLS)).resolve("tsconfig.json");
    if (!Files.exists(tsconfig)) {
      copyTree(WEB);
      copyTree(DECLARATIONS);
      Files.createDirectories(tsconfig.getParent());
      Files.copy(TOOLS.resolve("tsconfig.json"), tsconfig);
    }
  }

  private void copyTree(Path folder) throws IOException {
    Path from = ROOT.resolve(folder);
    try (Stream<Path> files = Files.walk(from)) {
      for (Path source : files.filter(Files::isRegularFile).toList()) {
        Path target = copy.resolve(folder).resolve(from.relativize(source).toString());
        Files.createDirectories(target.getParent());
        Files.copy(source, target);
      }
    }
  }

  private Checked check() throws IOException, InterruptedException {
    prepare();
    Process tsc = new ProcessBuilder(List.of("node", TOOLS.resolve("node_modules/typescript/bin/tsc").toString(),
        "--project", copy.resolve(ROOT.relativize(TOOLS)).resolve("tsconfig.json").toString()))
        .redirectErrorStream(true).start();
    String output = new String(tsc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!tsc.waitFor(240, TimeUnit.SECONDS)) {
      tsc.destroyForcibly();
      throw new AssertionError("tsc did not finish: " + output);
    }
    return new Checked(tsc.exitValue(), output);
  }
}
