// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link Consumer} as a named module on the module path — the engine, Jackson, the two plugins and
 * nothing else — with no {@code --add-modules}, {@code --add-opens} or other flags, as a library user would.
 */
class ModulePathConsumerTest {

  @Test
  void aNamedModuleConsumerPlaysAndReadsItsJsonBackWithNoExtraFlags() throws IOException, InterruptedException {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> modulePath = new ArrayList<>();
    for (String entry : classPath.split(File.pathSeparator)) {
      // The consumer's own classes and every runtime dependency; not the test framework.
      if (!entry.isBlank() && !entry.endsWith("test-classes") && !entry.contains("junit")
          && !entry.contains("opentest4j") && !entry.contains("apiguardian")) {
        modulePath.add(entry);
      }
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "--module-path", String.join(File.pathSeparator, modulePath),
        "--module", "org.iwgf.warp.it/org.iwgf.warp.it.Consumer")
        .redirectErrorStream(true).start();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the consumer did not finish");
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.contains("2 plugins found") && out.contains("read back as JSON")
        && out.contains("the move schema loaded"), out);
  }
}
