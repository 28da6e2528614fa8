// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns the definitions a schema repeats from another document's schema into references to that file, so that
 * each shape is defined once: the battle game's move menu offers the moves its move schema defines.
 *
 * <p>A definition is the other's when the other schema holds it under the same name (or as its root) exactly
 * alike, and every definition it refers to is the other's too: a reference inside it then means the same in
 * either file.
 */
final class SharedDefinitions {
  private static final String LOCAL = "#/$defs/";

  private SharedDefinitions() {}

  /**
   * Replaces in {@code schema} each definition that {@code other}, the schema in the file {@code file} beside
   * it, holds alike by a reference to it there ({@code move.schema.json#/$defs/Point}, or {@code move.schema.json}
   * for the other's root), and drops it from {@code schema}'s {@code $defs}.
   */
  static void refer(ObjectNode schema, ObjectNode other, String file) {
    if (!(schema.get("$defs") instanceof ObjectNode definitions)) {
      return;
    }
    JsonNode theirs = other.path("$defs");
    ObjectNode root = other.deepCopy();
    root.remove(List.of("$schema", "$id", "title", "$defs"));
    Set<String> byName = new HashSet<>();
    Map<String, String> shared = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> definition : definitions.properties()) {
      if (definition.getValue().equals(theirs.get(definition.getKey()))) {
        byName.add(definition.getKey());
        shared.put(definition.getKey(), file + LOCAL + definition.getKey());
      } else if (definition.getValue().equals(root)) {
        shared.put(definition.getKey(), file);
      }
    }
    // What refers to a definition of this file alone stays here; so, then, does what refers to that.
    boolean dropped = true;
    while (dropped) {
      dropped = shared.keySet().removeIf(name -> !byName.containsAll(references(definitions.get(name))));
      byName.retainAll(shared.keySet());
    }
    definitions.remove(shared.keySet());
    redirect(schema, shared);
    if (definitions.isEmpty()) {
      schema.remove("$defs");
    }
  }

  /** The names of the definitions of its own file that {@code node} refers to. */
  private static List<String> references(JsonNode node) {
    List<String> out = new ArrayList<>();
    for (JsonNode ref : node.findValues("$ref")) {
      if (ref.textValue().startsWith(LOCAL)) {
        out.add(ref.textValue().substring(LOCAL.length()));
      }
    }
    return out;
  }

  private static void redirect(JsonNode node, Map<String, String> shared) {
    if (node instanceof ObjectNode object && object.path("$ref").isTextual()) {
      String ref = object.get("$ref").textValue();
      if (ref.startsWith(LOCAL) && shared.containsKey(ref.substring(LOCAL.length()))) {
        object.set("$ref", TextNode.valueOf(shared.get(ref.substring(LOCAL.length()))));
      }
    }
    for (JsonNode child : node) {
      redirect(child, shared);
    }
  }
}
