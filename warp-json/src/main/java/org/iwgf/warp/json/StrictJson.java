// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.function.Supplier;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.plugin.PluginRegistry;

/**
 * Strict reading and writing of any game's values with Warp's JSON conventions, for rulesets other than
 * the Warp engine that want the same shape and the same errors as {@link WarpJson}. Reading is strict in
 * every way {@link WarpJson} describes (every field present, no unknown field, no {@code null} for a
 * required value, no coercion, no duplicate keys) and fails with the same
 * {@link org.iwgf.warp.core.game.InvalidStateException} codes ({@code MALFORMED_JSON},
 * {@code UNKNOWN_TYPE}, {@code UNKNOWN_FIELD}, {@code MISSING_FIELD}, {@code BAD_VALUE},
 * {@code COORDINATES}, {@code TOO_LARGE} for a document over its {@link JsonLimits}); a
 * {@link org.iwgf.warp.core.game.WarpException} raised while building a value (say by a record's
 * constructor) reaches the caller unchanged. A game's reader of a document that embeds a configuration
 * wraps its reading in {@link #document}, so that such a document is refused as a document. Immutable and
 * thread-safe.
 *
 * @since 0.1.0
 */
public final class StrictJson {
  private final JsonFailures failures;
  private final ObjectReader reader;
  private final ObjectMapper mapper;

  private StrictJson(ObjectMapper mapper, JsonLimits limits) {
    this.mapper = mapper;
    this.failures = new JsonFailures(mapper, limits);
    this.reader = mapper.reader();
  }

  /**
   * Reading and writing with a mapper configured as {@link WarpJson#mapper(PluginRegistry)} with no plugins,
   * within the {@linkplain JsonLimits#standard() standard size limits}.
   */
  public static StrictJson standard() {
    return standard(JsonLimits.standard());
  }

  /** As {@link #standard()}, reading within {@code limits}. */
  public static StrictJson standard(JsonLimits limits) {
    return of(limits);
  }

  /**
   * As {@link #standard(JsonLimits)}, with a game's own Jackson {@code modules} added: the mix-ins that say
   * how its records are written, so that the game's model needs no JSON annotations.
   */
  public static StrictJson of(JsonLimits limits, Module... modules) {
    Objects.requireNonNull(limits, "limits");
    ObjectMapper mapper = WarpJson.mapper(PluginRegistry.empty(), limits);
    mapper.registerModules(modules);
    return new StrictJson(mapper, limits);
  }

  /**
   * Reads {@code json} as a {@code type}; {@code what} names the document in messages ("saved state").
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public <T> T read(String json, Class<T> type, String what) {
    return read(reader.forType(type), json, what);
  }

  /** As {@link #read(String, Class, String)}, for generic types such as lists of events. */
  public <T> T read(String json, TypeReference<T> type, String what) {
    return read(reader.forType(type), json, what);
  }

  /**
   * Runs {@code reading}, the reading of a document that embeds a configuration (a saved state, a seat's view,
   * a game record), and refuses a configuration in it that breaks a rule as what it is to the reader: a
   * document that does not hold together. The {@link InvalidConfigException} becomes an
   * {@link InvalidStateException} with code {@code CONFIG}, whose {@linkplain Throwable#getCause() cause} is
   * the configuration's exception and whose message names the configuration's code, e.g. {@code "The saved
   * state holds a configuration that breaks a rule (FLEET_SIZE): …"}. Any other outcome passes unchanged. A
   * configuration read on its own is not a document of this kind: its reader raises the
   * {@link InvalidConfigException} itself.
   *
   * @param what the document, as messages name it ("saved state")
   * @throws InvalidStateException if the document cannot be read or does not hold together
   */
  public static <T> T document(String what, Supplier<T> reading) {
    Objects.requireNonNull(what, "what");
    try {
      return reading.get();
    } catch (InvalidConfigException e) {
      throw new InvalidStateException("CONFIG", "The " + what + " holds a configuration that breaks a rule ("
          + e.code() + "): " + e.getMessage(), e);
    }
  }

  /** {@code value} as JSON, written as a {@code type} (so that a list's elements carry their type names). */
  public String write(Object value, TypeReference<?> type, String what) {
    try {
      return mapper.writerFor(type).writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw unwritable(e, what);
    }
  }

  /** {@code value} as JSON, written as a {@code type}. */
  public String write(Object value, Class<?> type, String what) {
    try {
      return mapper.writerFor(type).writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw unwritable(e, what);
    }
  }

  private <T> T read(ObjectReader typed, String json, String what) {
    return failures.read(typed, json, Objects.requireNonNull(what, "what"));
  }

  private static UncheckedIOException unwritable(JsonProcessingException e, String what) {
    return new UncheckedIOException("The " + what + " could not be written as JSON: "
        + ((JacksonException) e).getOriginalMessage(), e);
  }
}
