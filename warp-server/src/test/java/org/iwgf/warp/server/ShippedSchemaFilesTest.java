// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.Games;
import org.junit.jupiter.api.Test;

/**
 * What the jar ships of docs/schema/, the one source of the schemas and declarations, is that source byte for
 * byte: the message schema, and beside the browser client under {@code web/types/<game>/} the TypeScript
 * declarations of the server's messages and of every game a table can play, no more and no fewer (the build
 * copies them, pom.xml; a game left out of the copy, or one copied that the server does not play, fails here).
 */
class ShippedSchemaFilesTest {
  /** The repository root: tests run in the module's directory. */
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path SOURCE = ROOT.resolve("docs/schema");
  private static final String TYPES = "org/iwgf/warp/server/web/types";

  @Test
  void theJarShipsTheMessageSchemaOfDocs() throws IOException {
    assertEquals(Files.readString(SOURCE.resolve("server/message.schema.json")), MessageSchema.shippedText(),
        MessageSchema.RESOURCE + " is docs/schema/server/message.schema.json as the build copies it");
  }

  @Test
  void theJarShipsTheDeclarationsOfTheMessagesAndOfEveryGameATablePlays() throws IOException, URISyntaxException {
    Map<String, String> expected = new TreeMap<>();
    Stream<String> folders = Stream.concat(Stream.of("server"), Games.installed().stream().map(GameProvider::id));
    for (String folder : folders.toList()) {
      expected.putAll(declarations(SOURCE, folder));
    }
    URL shipped = Objects.requireNonNull(ShippedSchemaFilesTest.class.getClassLoader().getResource(TYPES),
        TYPES + " is on the class path");
    assertEquals(expected, declarations(Path.of(shipped.toURI()), ""),
        "the declarations under " + TYPES + " are those of docs/schema/ for the server and its games");
  }

  /** The .d.ts files under {@code folder} of {@code base}, by their path from {@code base}, with their text. */
  private static Map<String, String> declarations(Path base, String folder) throws IOException {
    Map<String, String> found = new TreeMap<>();
    try (Stream<Path> files = Files.walk(base.resolve(folder))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".d.ts")).toList()) {
        found.put(base.relativize(file).toString().replace('\\', '/'), Files.readString(file));
      }
    }
    assertFalse(found.isEmpty(), "declarations under " + base.resolve(folder));
    return found;
  }
}
