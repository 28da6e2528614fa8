// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.util.List;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.plugin.TypeName;
import org.iwgf.warp.core.view.SeatView;

/**
 * JSON for Warp: the one configured Jackson {@link ObjectMapper}, and one-line reading and writing of
 * configurations, states, moves, events, seat views and {@linkplain GameRecord game records}.
 *
 * <p>The static methods here know the optional rules found on the classpath (as
 * {@link org.iwgf.warp.core.engine.WarpRules#of(WarpConfig)} does); for rules registered by hand, use
 * {@link #codec(PluginRegistry)}, which offers the same methods.
 *
 * <p><b>Shape.</b> Moves, events and plugin states carry their kind in a {@code "type"} field holding a
 * registered name ({@code "chart"}, {@code "drawn"}, {@code "<plugin-id>.<name>"}); Java class names are
 * never written or read, and default typing is never enabled. Coordinates are written {@code "12-5"}, routes
 * {@code "neutral-zone"} or {@code "trail-2"}. An empty optional is written as {@code null}. Map entries
 * are sorted by key and record fields keep their declared order, so equal values give equal text.
 *
 * <p><b>Reading.</b> Saved states, moves, events, views and records are read strictly: every field must
 * be present (including every field of an embedded configuration), no unknown field is accepted, no
 * {@code null} may stand for a required value or sit inside a list, numbers are not coerced from text or
 * fractions, and duplicate keys are refused. A configuration read by {@link #readConfig(String)} alone is
 * read leniently: absent fields take the standard defaults. Failures raise:
 *
 * <ul>
 *   <li>{@link org.iwgf.warp.core.game.InvalidConfigException} when a configuration read on its own
 *       ({@link #readConfig}) breaks a rule of the game or names an optional rule the codec does not know,
 *       with the rule's code ({@code UNKNOWN_PLUGIN}, {@code FLEET_SIZE}, …);
 *   <li>{@link org.iwgf.warp.core.game.InvalidStateException} for every other document that cannot be read
 *       or does not hold together, with code {@code CONFIG} when the configuration embedded in a state, view
 *       or record breaks such a rule (its {@linkplain Throwable#getCause() cause} is that
 *       {@code InvalidConfigException}, and its message names the rule's code;
 *       see {@link StrictJson#document}), or
 *       {@code MALFORMED_JSON} (not JSON at all, empty, trailing text, duplicate keys), {@code UNKNOWN_TYPE}
 *       (a {@code "type"} that is absent or names nothing registered), {@code UNKNOWN_FIELD},
 *       {@code MISSING_FIELD}, {@code BAD_VALUE} (a value of the wrong kind or out of range),
 *       {@code COORDINATES} (coordinate text that is not a coordinate), {@code TOO_LARGE} (over one of the
 *       {@linkplain JsonLimits#standard() size limits}: 1 MiB a document, 16,384 characters a string, 64
 *       levels of nesting, 100,000 elements a list; a configuration read alone, at most
 *       {@value #MAX_CONFIG_CHARS} characters), or the codes of
 *       {@link org.iwgf.warp.core.engine.WarpRules#restoreState} ({@code COORDINATES}, {@code SEATS}, {@code COUNTS}, {@code PLUGINS}) when
 *       a state does not hold together.
 * </ul>
 *
 * <p>Every message names the place in the document, e.g. {@code "… (at moves[3].coordinate)"}. Nothing is
 * returned when reading fails.
 *
 * @since 0.1.0
 */
public final class WarpJson {
  /**
   * Most characters in a configuration read alone by {@link #readConfig(String)}, whatever the codec's
   * {@link JsonLimits}: a configuration of Warp 18 with eighteen names of 40 escaped characters and every
   * optional rule the library ships is a few thousand characters.
   */
  public static final int MAX_CONFIG_CHARS = 65_536;

  private WarpJson() {}

  /**
   * A new mapper configured for Warp that knows the optional rules on the classpath. The mapper is the
   * caller's to keep (it is thread-safe once configured); build it once and reuse it.
   */
  public static ObjectMapper mapper() {
    return mapper(PluginRegistry.discover());
  }

  /**
   * A new mapper configured for Warp that knows the JSON names of every rule in {@code registry}
   * ({@link RulePluginFactory#jsonTypes()}).
   */
  public static ObjectMapper mapper(PluginRegistry registry) {
    return mapper(registry, JsonLimits.standard());
  }

  /**
   * As {@link #mapper(PluginRegistry)}, with parsers that stop at {@code limits} (the element limit of
   * {@link JsonLimits} is checked by the library's readers, not by the mapper).
   */
  public static ObjectMapper mapper(PluginRegistry registry, JsonLimits limits) {
    JsonMapper mapper = JsonMapper.builder(limits.factory())
        .addModule(new Jdk8Module())
        .addModule(WarpMixins.module())
        .enable(MapperFeature.BLOCK_UNSAFE_POLYMORPHIC_BASE_TYPES)
        .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
        .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
        .build();
    for (RulePluginFactory factory : registry.factories()) {
      for (TypeName name : factory.jsonTypes()) {
        mapper.registerSubtypes(new NamedType(name.type(), name.name()));
      }
    }
    return mapper;
  }

  /**
   * The codec the static methods here use: reading and writing that know the optional rules on the class
   * path. It is Warp's {@link org.iwgf.warp.core.game.GameCodec}.
   *
   * @since 1.0.0
   */
  public static WarpJsonCodec codec() {
    return Classpath.CODEC;
  }

  /** Reading and writing that know exactly the optional rules in {@code registry}. */
  public static WarpJsonCodec codec(PluginRegistry registry) {
    return new WarpJsonCodec(registry, JsonLimits.standard());
  }

  /** As {@link #codec(PluginRegistry)}, reading within {@code limits} instead of the standard ones. */
  public static WarpJsonCodec codec(PluginRegistry registry, JsonLimits limits) {
    return new WarpJsonCodec(registry, limits);
  }

  /** A configuration as JSON. */
  public static String writeConfig(WarpConfig config) {
    return Classpath.CODEC.writeConfig(config);
  }

  /**
   * Reads a configuration; absent fields take the standard defaults.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if it breaks a rule or names an unknown plugin
   * @throws org.iwgf.warp.core.game.InvalidStateException if the text is not a configuration at all
   */
  public static WarpConfig readConfig(String json) {
    return Classpath.CODEC.readConfig(json);
  }

  /** The whole state (hidden information included) as JSON: a {@link org.iwgf.warp.core.model.StateSnapshot}. */
  public static String writeState(WarpState state) {
    return Classpath.CODEC.writeState(state);
  }

  /**
   * Reads a saved state and checks it with {@link org.iwgf.warp.core.engine.WarpRules#restoreState}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read or does not hold together,
   *     code {@code CONFIG} if its configuration is invalid
   */
  public static WarpState readState(String json) {
    return Classpath.CODEC.readState(json);
  }

  /** A move as JSON, e.g. {@code {"type":"chart","coordinate":"12-5","route":"trail-2"}}. */
  public static String writeMove(WarpMove move) {
    return Classpath.CODEC.writeMove(move);
  }

  /**
   * Reads a move. Whether it is legal is for {@link org.iwgf.warp.core.engine.WarpRules#apply} to say.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static WarpMove readMove(String json) {
    return Classpath.CODEC.readMove(json);
  }

  /** Events as a JSON array, each with its {@code "type"}. */
  public static String writeEvents(List<WarpEvent> events) {
    return Classpath.CODEC.writeEvents(events);
  }

  /**
   * Reads a JSON array of events.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static List<WarpEvent> readEvents(String json) {
    return Classpath.CODEC.readEvents(json);
  }

  /** One seat's view as JSON: what that captain may know, nothing more. */
  public static String writeView(SeatView view) {
    return Classpath.CODEC.writeView(view);
  }

  /**
   * Reads a seat's view.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration is invalid
   */
  public static SeatView readView(String json) {
    return Classpath.CODEC.readView(json);
  }

  /** A whole game (configuration, seed, moves) as JSON. */
  public static String writeRecord(GameRecord record) {
    return Classpath.CODEC.writeRecord(record);
  }

  /**
   * Reads a game record. Its moves are checked only when it is {@linkplain GameRecord#replay replayed}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration is invalid
   */
  public static GameRecord readRecord(String json) {
    return Classpath.CODEC.readRecord(json);
  }

  /** Built on first use, so merely loading this class does not scan the classpath. */
  private static final class Classpath {
    static final WarpJsonCodec CODEC = new WarpJsonCodec(PluginRegistry.discover(), JsonLimits.standard());
  }
}
