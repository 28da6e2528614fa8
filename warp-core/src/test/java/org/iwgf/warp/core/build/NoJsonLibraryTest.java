// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.build;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The engine brings no library to its users: neither Jackson (JSON is warp-json) nor Guava (Immutables generates
 * JDK-only code) is on warp-core's class path, whose tests see every dependency the artifact declares.
 */
class NoJsonLibraryTest {

  @Test
  void jacksonIsNotOnTheEnginesClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("com.fasterxml.jackson.databind.ObjectMapper"));
    assertThrows(ClassNotFoundException.class, () -> Class.forName("com.fasterxml.jackson.core.JsonFactory"));
  }

  @Test
  void guavaIsNotOnTheEnginesClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("com.google.common.collect.ImmutableList"));
  }
}
