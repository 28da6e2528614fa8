// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.json.StrictJson;

/**
 * One request object of the server (a new table, a WebSocket message) read as strictly as the library reads
 * its own JSON ({@link StrictJson}): no duplicate key, nothing after the object, no field it does not have, no
 * {@code null}, and no coercion: a seed is a JSON integer, never {@code "42"}, {@code 4.2} or {@code true}. A
 * refusal carries the library's codes ({@code MALFORMED_JSON}, {@code UNKNOWN_FIELD}, {@code MISSING_FIELD},
 * {@code BAD_VALUE}, {@code TOO_LARGE}) and names the field. Immutable.
 *
 * @since 0.1.0
 */
public final class StrictRequest {
  private static final StrictJson JSON = StrictJson.standard();

  private final JsonNode node;
  private final String what;

  private StrictRequest(JsonNode node, String what) {
    this.node = node;
    this.what = what;
  }

  /**
   * Reads {@code json} as one object; {@code what} names it in messages ("table request").
   *
   * @throws InvalidStateException {@code MALFORMED_JSON} if it is not one JSON object, {@code TOO_LARGE} if it
   *     is over the library's {@code JsonLimits}
   */
  public static StrictRequest read(String json, String what) {
    JsonNode node = JSON.read(json, JsonNode.class, what);
    if (!node.isObject()) {
      throw new InvalidStateException("MALFORMED_JSON", "The " + what + " must be one JSON object.");
    }
    return new StrictRequest(node, what);
  }

  /**
   * This request, checked to have no field but {@code fields}.
   *
   * @throws InvalidStateException {@code UNKNOWN_FIELD} naming the first other field
   */
  public StrictRequest only(Set<String> fields) {
    for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!fields.contains(name)) {
        throw new InvalidStateException("UNKNOWN_FIELD", "\"" + shortened(name) + "\" is not a field of a " + what
            + "; its fields are " + new TreeSet<>(fields) + ".");
      }
    }
    return this;
  }

  /** The request as a tree, for a reader that takes one; checked as far as its callers asked. */
  public JsonNode node() {
    return node;
  }

  /** The required text field {@code field}. */
  public String text(String field) {
    JsonNode value = required(field);
    if (!value.isTextual()) {
      throw badValue(field, "text");
    }
    return value.textValue();
  }

  /** The required object field {@code field}, as JSON text. */
  public String object(String field) {
    JsonNode value = required(field);
    if (!value.isObject()) {
      throw badValue(field, "an object");
    }
    return value.toString();
  }

  /** The required field {@code field}: a list of texts. */
  public List<String> texts(String field) {
    JsonNode value = required(field);
    List<String> texts = new ArrayList<>();
    if (value.isArray()) {
      for (JsonNode element : value) {
        if (!element.isTextual()) {
          throw badValue(field, "a list of texts");
        }
        texts.add(element.textValue());
      }
      return texts;
    }
    throw badValue(field, "a list of texts");
  }

  /** The required whole-number field {@code field}, within {@code int}. */
  public int integer(String field) {
    JsonNode value = required(field);
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw badValue(field, "a whole number");
    }
    return value.intValue();
  }

  /** The optional whole-number field {@code field}, within {@code int}. */
  public OptionalInt optionalInteger(String field) {
    return node.has(field) ? OptionalInt.of(integer(field)) : OptionalInt.empty();
  }

  /** The optional whole-number field {@code field}, within {@code long}. */
  public OptionalLong optionalLong(String field) {
    if (!node.has(field)) {
      return OptionalLong.empty();
    }
    JsonNode value = required(field);
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw badValue(field, "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
    }
    return OptionalLong.of(value.longValue());
  }

  /** The optional field {@code field}: {@code true} or {@code false}. */
  public Optional<Boolean> optionalBoolean(String field) {
    if (!node.has(field)) {
      return Optional.empty();
    }
    JsonNode value = required(field);
    if (!value.isBoolean()) {
      throw badValue(field, "true or false");
    }
    return Optional.of(value.booleanValue());
  }

  private JsonNode required(String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      throw new InvalidStateException("MISSING_FIELD", "The " + what + " needs the field \"" + field + "\""
          + (value == null ? "." : ", not null."));
    }
    return value;
  }

  private InvalidStateException badValue(String field, String expected) {
    return new InvalidStateException("BAD_VALUE", "The field \"" + field + "\" of a " + what + " is " + expected
        + ", not " + shortened(node.get(field).toString()) + ".");
  }

  // A refusal quotes what it was sent, but never more than a line of it.
  private static String shortened(String text) {
    return text.length() > 60 ? text.substring(0, 60) + "…" : text;
  }
}
