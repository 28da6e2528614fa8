// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The engine needs nothing but the JDK at run time: resolving {@code org.iwgf.warp.core} on a module path that
 * also holds warp-json, Jackson and the plugins brings in no module outside the JDK. It fails as soon as the
 * engine's module requires Jackson, Guava or any other library again.
 */
class EngineDependenciesTest {

  @Test
  void theEngineResolvesWithTheJdkAlone() {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<Path> modulePath = new ArrayList<>();
    for (String entry : classPath.split(File.pathSeparator)) {
      if (!entry.isBlank() && !entry.endsWith("test-classes")) {
        modulePath.add(Path.of(entry));
      }
    }
    ModuleFinder finder = ModuleFinder.of(modulePath.toArray(Path[]::new));
    assertTrue(finder.find("org.iwgf.warp.json").isPresent() && finder.find("com.fasterxml.jackson.databind")
        .isPresent(), "the module path holds the JSON module and Jackson, so that they could be resolved");
    Configuration engine = ModuleLayer.boot().configuration()
        .resolve(finder, ModuleFinder.of(), Set.of("org.iwgf.warp.core"));
    Set<String> libraries = new TreeSet<>();
    for (ResolvedModule m : engine.modules()) {
      libraries.add(m.name());
    }
    assertEquals(Set.of("org.iwgf.warp.core"), libraries, "modules the engine needs beyond the JDK");
  }
}
