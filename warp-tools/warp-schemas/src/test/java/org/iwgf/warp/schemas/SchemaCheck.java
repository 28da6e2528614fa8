// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.iwgf.warp.schemas.GameSchemas.Game;
import org.jspecify.annotations.Nullable;

/**
 * Validates documents against a game's shipped schemas (the resources in its artifact, as a user loads
 * them) with networknt's json-schema-validator, counting what it checked and the type ids it met. A schema
 * that refers to another file (the Wormhole move menu to the move schema) finds it by its {@code $id} among
 * the shipped ones, without any download.
 */
final class SchemaCheck {
  /** Each shipped schema's resource path, by its {@code $id}. */
  private static final Map<String, String> RESOURCES = resourcesById();
  private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
      builder -> builder.schemas(SchemaCheck::byId));
  private static final ObjectMapper TREE = new ObjectMapper();
  private static final Map<String, SchemaCheck> GAMES = new ConcurrentHashMap<>();
  private static final int EXCERPT = 600;

  private final Game game;
  private final Map<String, Schema> schemas = new ConcurrentHashMap<>();
  private final Map<String, Long> counts = new ConcurrentHashMap<>();
  private final Set<String> typesSeen = ConcurrentHashMap.newKeySet();

  private SchemaCheck(Game game) {
    this.game = game;
  }

  /** The check of the game {@code id} ({@link GameSchemas#game}), shared by every test of the run. */
  static SchemaCheck of(String id) {
    return GAMES.computeIfAbsent(id, g -> new SchemaCheck(GameSchemas.game(g)));
  }

  /** The shipped schema text of {@code document}, read from the class path. */
  String shipped(String document) {
    return read(game.resource(game.document(document)));
  }

  private static Map<String, String> resourcesById() {
    Map<String, String> out = new TreeMap<>();
    for (Game game : GameSchemas.all()) {
      game.documents().forEach(document -> out.put(game.schemaId(document), game.resource(document)));
    }
    return out;
  }

  // A schema by its $id, as its artifact ships it; anything else is not there (null), so the validator reports
  // it rather than fetching it.
  private static @Nullable String byId(String id) {
    String resource = RESOURCES.get(id);
    return resource == null ? null : read(resource);
  }

  private static String read(String resource) {
    try (InputStream in = SchemaCheck.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new AssertionError(resource + " is not on the class path; regenerate with: " + SchemaWriter.COMMAND);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Schema schema(String document) {
    return schemas.computeIfAbsent(document, d -> REGISTRY.getSchema(shipped(d), InputFormat.JSON));
  }

  /** What the schema of {@code document} says is wrong with {@code json}; empty when it conforms. */
  List<String> errors(String document, String json) {
    return schema(document).validate(json, InputFormat.JSON).stream().map(Error::toString).toList();
  }

  /**
   * Checks {@code json}, a {@code document} the library wrote, and counts it.
   *
   * @param origin the game and seed that produced it, for the message
   * @return a message naming the origin, the errors and an excerpt, or empty when it conforms
   */
  Optional<String> failure(String document, String json, String origin) {
    List<String> errors = errors(document, json);
    counts.merge(document, 1L, Long::sum);
    seeTypes(json);
    if (errors.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(game.id() + " " + document + " from " + origin + " breaks "
        + game.resource(game.document(document)) + ": " + errors + "\n  document: "
        + (json.length() > EXCERPT ? json.substring(0, EXCERPT) + "…" : json));
  }

  /** As {@link #failure}, failing the test. */
  void check(String document, String json, String origin) {
    failure(document, json, origin).ifPresent(message -> {
      throw new AssertionError(message);
    });
  }

  private void seeTypes(String json) {
    try {
      collect(TREE.readTree(json));
    } catch (JsonProcessingException e) {
      throw new AssertionError("not JSON: " + json, e);
    }
  }

  private void collect(JsonNode node) {
    if (node.isObject()) {
      JsonNode type = node.get("type");
      if (type != null && type.isTextual()) {
        typesSeen.add(type.textValue());
      }
    }
    for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
      collect(it.next());
    }
  }

  /** The type ids the schemas of {@code documents} name that no checked document held. */
  Set<String> typesNotSeen(String... documents) {
    Set<String> named = new TreeSet<>();
    for (String document : documents) {
      try {
        collectConsts(TREE.readTree(shipped(document)), named);
      } catch (JsonProcessingException e) {
        throw new AssertionError(e);
      }
    }
    named.removeAll(typesSeen);
    return named;
  }

  private static void collectConsts(JsonNode node, Set<String> out) {
    if (node.isObject()) {
      JsonNode type = node.path("properties").path("type").get("const");
      if (type != null) {
        out.add(type.textValue());
      }
    }
    for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
      collectConsts(it.next(), out);
    }
  }

  /** How many documents of each kind were checked. */
  Map<String, Long> counts() {
    return new TreeMap<>(counts);
  }

  /** Every game's counts so far, for the test log. */
  static String summary() {
    StringBuilder out = new StringBuilder();
    new TreeMap<>(GAMES).forEach((id, check) -> out.append(id).append(' ').append(check.counts()).append('\n'));
    return out.toString();
  }
}
