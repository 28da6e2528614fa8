// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.iwgf.warp.classic.json.ClassicSchemas;
import org.iwgf.warp.json.JsonSchemas;
import org.iwgf.warp.tabletop.blackhole.BlackHoleSchemas;
import org.iwgf.warp.tabletop.wormhole.WormholeSchemas;

/**
 * The server's message schema as the jar ships it, validated with networknt's json-schema-validator; the
 * games' view, event and move schemas it refers to are the ones their artifacts ship, found by their
 * {@code $id} without any download. Counts what it checked, by message type.
 */
final class MessageSchema {
  /** Where the server's schema is in the jar. */
  static final String RESOURCE = "org/iwgf/warp/server/schema/message.schema.json";
  /** The address every schema of the repository has its {@code $id} under. */
  static final String ID_BASE = "https://raw.githubusercontent.com/iwgf/warp/main/docs/schema/";
  private static final int EXCERPT = 600;

  private final Schema schema;
  private final Map<String, Integer> checked = new ConcurrentHashMap<>();

  MessageSchema() {
    SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
        builder -> builder.schemas(MessageSchema::shipped));
    this.schema = registry.getSchema(shippedText(), InputFormat.JSON);
  }

  /** The text of the server's schema in the jar. */
  static String shippedText() {
    try (InputStream in = MessageSchema.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new AssertionError(RESOURCE + " is not on the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // A schema by its $id: the server's own, or a game's as its artifact ships it; anything else is not there
  // (null), so the validator reports it rather than fetching it.
  private static String shipped(String id) {
    if (!id.startsWith(ID_BASE) || !id.endsWith(".schema.json")) {
      return null;
    }
    String[] place = id.substring(ID_BASE.length(), id.length() - ".schema.json".length()).split("/", -1);
    if (place.length != 2) {
      return null;
    }
    return switch (place[0]) {
      case "server" -> place[1].equals("message") ? shippedText() : null;
      case "warp" -> JsonSchemas.warp(place[1]);
      case "classic" -> ClassicSchemas.text(place[1]);
      case "blackhole" -> BlackHoleSchemas.text(place[1]);
      case "wormhole" -> WormholeSchemas.text(place[1]);
      default -> null;
    };
  }

  /** What the schema says is wrong with {@code json}; empty when it conforms. */
  List<String> errors(String json) {
    return schema.validate(json, InputFormat.JSON).stream().map(Error::toString).toList();
  }

  /**
   * Checks a message the server sent and counts it.
   *
   * @param origin the game, seed and moment it came from, for the failure's message
   */
  void check(JsonNode message, String origin) {
    String json = message.toString();
    List<String> errors = errors(json);
    if (!errors.isEmpty()) {
      throw new AssertionError("A message from " + origin + " breaks " + RESOURCE + ": " + errors + "\n  message: "
          + (json.length() > EXCERPT ? json.substring(0, EXCERPT) + "…" : json));
    }
    checked.merge(message.path("type").asText(), 1, Integer::sum);
  }

  /** How many messages of each type were checked. */
  Map<String, Integer> checked() {
    return new TreeMap<>(checked);
  }
}
