// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every browser test of a class shares: one server on the loopback over a fresh database, and one headless
 * browser, opened before the class's tests and closed after them.
 */
abstract class ServedPage {
  @TempDir static Path dir;
  static WarpServer server;
  static Browser browser;

  @BeforeAll
  static void start() {
    server = WarpServer.start(Loopback.options(dir));
    browser = Browser.open();
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
    if (server != null) {
      server.close();
    }
  }
}
