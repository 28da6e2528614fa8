// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.iwgf.warp.classic.json.ClassicSchemas;
import org.iwgf.warp.json.JsonSchemas;
import org.iwgf.warp.rating.rated.RatedSchemas;
import org.iwgf.warp.rating.tei.TeiSchemas;
import org.iwgf.warp.schemas.GameSchemas.Document;
import org.iwgf.warp.schemas.GameSchemas.Game;
import org.iwgf.warp.tabletop.blackhole.BlackHoleSchemas;
import org.iwgf.warp.tabletop.wormhole.WormholeSchemas;
import org.junit.jupiter.api.Test;

/**
 * The schemas kept in docs/schema/ are exactly what the generator makes from the current model, mix-ins and
 * rules, and each artifact ships them unchanged (its build copies them; a schema left out of the copy fails
 * here); each game's schema class offers every document. A stale schema fails with the command that
 * regenerates it.
 */
class ShippedSchemasTest {
  /** The repository root: tests run in the module's directory, warp-tools/warp-schemas. */
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent().getParent();

  private static final Map<String, Function<String, String>> LOADERS = Map.of(
      "warp", JsonSchemas::warp, "classic", ClassicSchemas::text, "blackhole", BlackHoleSchemas::text,
      "wormhole", WormholeSchemas::text, "rated", RatedSchemas::text, "tei", TeiSchemas::text);
  private static final Map<String, List<String>> DOCUMENTS = Map.of(
      "warp", JsonSchemas.WARP_DOCUMENTS, "classic", ClassicSchemas.DOCUMENTS, "blackhole",
      BlackHoleSchemas.DOCUMENTS, "wormhole", WormholeSchemas.DOCUMENTS, "rated", RatedSchemas.DOCUMENTS, "tei",
      TeiSchemas.DOCUMENTS);

  @Test
  void shippedSchemasAreCurrent() throws IOException {
    List<String> stale = new ArrayList<>();
    for (Game game : GameSchemas.all()) {
      for (Document document : game.documents()) {
        String expected = SchemaWriter.text(game, document);
        Path source = SchemaWriter.docs(ROOT, game).resolve(document.file());
        if (!Files.isRegularFile(source) || !Files.readString(source).equals(expected)) {
          stale.add(ROOT.relativize(source).toString());
        } else if (!SchemaCheck.of(game.id()).shipped(document.name()).equals(expected)) {
          stale.add(game.module() + "'s built resource " + game.resource(document) + " (build it again)");
        }
      }
    }
    assertEquals(List.of(), stale, "Stale JSON Schemas; regenerate them from the repository's root with:\n  "
        + SchemaWriter.COMMAND + "\n");
  }

  @Test
  void everyGameOffersItsSchemas() {
    for (Game game : GameSchemas.all()) {
      List<String> names = game.documents().stream().map(Document::name).toList();
      assertEquals(names, DOCUMENTS.get(game.id()), game.id() + "'s schema class lists its documents");
      for (String name : names) {
        assertEquals(SchemaWriter.text(game, game.document(name)), LOADERS.get(game.id()).apply(name),
            game.id() + " " + name);
      }
    }
  }
}
