// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The JSON Schemas (draft 2020-12) of Warp's documents, shipped in this artifact: configuration, saved
 * state, move, events, seat view and game record, each as {@code org/iwgf/warp/json/schema/<document>.schema.json}.
 * They describe what {@link WarpJson} writes and reads strictly, with the moves, events and plugin states of
 * every optional rule the library ships. Each other game ships its own beside its JSON ({@code ClassicSchemas},
 * {@code BlackHoleSchemas}, {@code WormholeSchemas}, {@code RatedSchemas}, {@code TeiSchemas}); docs/schema.md
 * describes them all.
 *
 * @since 0.1.0
 */
public final class JsonSchemas {
  /** The documents of Warp that have a schema. */
  public static final List<String> WARP_DOCUMENTS = List.of("config", "state", "move", "events", "view", "record");

  private JsonSchemas() {}

  /**
   * The schema of one of Warp's documents, as text.
   *
   * @param document one of {@link #WARP_DOCUMENTS}
   * @throws IllegalArgumentException if there is no such document
   */
  public static String warp(String document) {
    String path = path("/org/iwgf/warp/json/schema/", WARP_DOCUMENTS, document);
    return read(JsonSchemas.class.getResourceAsStream(path), path);
  }

  /**
   * The resource path of {@code document}'s schema under {@code directory}, once {@code document} is known
   * to be one of {@code documents}; for the other games' schema classes.
   *
   * @throws IllegalArgumentException if {@code document} is not one of {@code documents}
   */
  public static String path(String directory, List<String> documents, String document) {
    if (!documents.contains(document)) {
      throw new IllegalArgumentException("No schema for \"" + document + "\"; there are " + documents + ".");
    }
    return directory + document + ".schema.json";
  }

  /**
   * The text of a schema resource a game's class has opened (a class of the module that ships it opens it,
   * so that the resource needs no {@code opens} on the module path).
   *
   * @param in the resource, or null if it was not found
   * @param path the resource's path, for the message
   * @throws IllegalStateException if the resource is missing
   */
  public static String read(@Nullable InputStream in, String path) {
    if (in == null) {
      throw new IllegalStateException("The schema " + path + " is missing from the artifact.");
    }
    try (InputStream stream = in) {
      return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("The schema " + path + " could not be read", e);
    }
  }
}
