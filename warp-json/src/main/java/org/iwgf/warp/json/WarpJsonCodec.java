// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameCodec;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.view.SeatView;

/**
 * Reading and writing of Warp values for one set of optional rules; obtained from
 * {@link WarpJson#codec(PluginRegistry)}. Immutable and thread-safe. The methods behave exactly as the
 * static methods of {@link WarpJson} (see there for the JSON shape and the errors raised), with the rules
 * of this codec's registry instead of those on the classpath. It is Warp's {@link GameCodec}.
 *
 * @since 0.1.0
 */
public final class WarpJsonCodec
    implements GameCodec<WarpConfig, WarpState, WarpMove, WarpEvent, SeatView> {
  private static final TypeReference<List<WarpEvent>> EVENTS = new TypeReference<>() {};

  private final PluginRegistry registry;
  private final JsonFailures failures;
  private final ObjectReader strict;
  private final ObjectReader lenient;
  private final ObjectWriter writer;
  private final ObjectWriter eventsWriter;

  WarpJsonCodec(PluginRegistry registry, JsonLimits limits) {
    this.registry = Objects.requireNonNull(registry, "registry");
    ObjectMapper mapper = WarpJson.mapper(registry, Objects.requireNonNull(limits, "limits"));
    this.failures = new JsonFailures(mapper, limits);
    this.strict = mapper.reader();
    this.lenient = strict.without(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES,
        DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES);
    this.writer = mapper.writer();
    this.eventsWriter = mapper.writerFor(EVENTS);
  }

  /** See {@link WarpJson#writeConfig}. */
  @Override
  public String writeConfig(WarpConfig config) {
    return write(writer, config, "configuration");
  }

  /** See {@link WarpJson#readConfig}. */
  @Override
  public WarpConfig readConfig(String json) {
    if (json != null && json.length() > WarpJson.MAX_CONFIG_CHARS) {
      // A configuration is a few hundred characters; refusing a long one before parsing keeps a hostile
      // document from costing a tree of tens of thousands of plugin entries.
      throw JsonLimits.tooLarge("The configuration has " + json.length() + " characters; at most "
          + WarpJson.MAX_CONFIG_CHARS + " are read.");
    }
    return checked(read(lenient, json, WarpConfig.class, "configuration"));
  }

  /** See {@link WarpJson#writeState}. */
  @Override
  public String writeState(WarpState state) {
    return write(writer, state.snapshot(), "state");
  }

  /** See {@link WarpJson#readState}. */
  @Override
  public WarpState readState(String json) {
    return StrictJson.document("saved state", () -> {
      StateSnapshot snapshot = readSnapshot(json);
      checked(snapshot.config());
      return WarpRules.restoreState(snapshot, registry);
    });
  }

  /**
   * The saved state {@code json} holds. One saved before the first turns of the round were recorded has no
   * {@code firstTurnsPending}: it reads as if it said null, and restoring infers them (every other field stays
   * required).
   */
  private StateSnapshot readSnapshot(String json) {
    if (json == null || json.contains("\"firstTurnsPending\"")) {
      return read(strict, json, StateSnapshot.class, "saved state");
    }
    JsonNode tree = read(strict, json, JsonNode.class, "saved state");
    if (tree instanceof ObjectNode fields) {
      fields.putNull("firstTurnsPending");
    }
    return read(strict, tree.toString(), StateSnapshot.class, "saved state");
  }

  /** See {@link WarpJson#writeMove}. */
  @Override
  public String writeMove(WarpMove move) {
    return write(writer.forType(WarpMove.class), move, "move");
  }

  /** See {@link WarpJson#readMove}. */
  @Override
  public WarpMove readMove(String json) {
    return read(strict, json, WarpMove.class, "move");
  }

  /** See {@link WarpJson#writeEvents}. */
  @Override
  public String writeEvents(List<WarpEvent> events) {
    return write(eventsWriter, events, "events");
  }

  /** See {@link WarpJson#readEvents}. */
  @Override
  public List<WarpEvent> readEvents(String json) {
    return List.copyOf(read(strict.forType(EVENTS), json, "event list"));
  }

  /** See {@link WarpJson#writeView}. */
  @Override
  public String writeView(SeatView view) {
    return write(writer, view, "seat view");
  }

  /** See {@link WarpJson#readView}. */
  @Override
  public SeatView readView(String json) {
    return StrictJson.document("seat view", () -> {
      SeatView view = read(strict, json, SeatView.class, "seat view");
      checked(view.config());
      return view;
    });
  }

  /** See {@link WarpJson#writeRecord}. */
  public String writeRecord(GameRecord record) {
    return write(writer, record, "game record");
  }

  /**
   * Any Warp record as a {@link GameRecord} (not assisted unless it is a {@code GameRecord} marked so), as
   * {@link #writeRecord(GameRecord)} writes it.
   *
   * @since 1.0.0
   */
  @Override
  public String writeRecord(RecordedGame<WarpConfig, WarpMove> record) {
    return writeRecord(record instanceof GameRecord g ? g : GameRecord.of(record.config(), record.seed(),
        record.moves()));
  }

  /** See {@link WarpJson#readRecord}. */
  @Override
  public GameRecord readRecord(String json) {
    return StrictJson.document("game record", () -> {
      GameRecord record = read(strict, json, GameRecord.class, "game record");
      checked(record.config());
      return record;
    });
  }

  /** Raises the configuration errors the rules would raise on launch, so a bad file fails on reading. */
  private WarpConfig checked(WarpConfig config) {
    registry.resolve(config);
    return config;
  }

  private <T> T read(ObjectReader reader, String json, Class<T> type, String what) {
    return read(reader.forType(type), json, what);
  }

  private <T> T read(ObjectReader typed, String json, String what) {
    return failures.read(typed, json, Objects.requireNonNull(what, "what"));
  }

  private static String write(ObjectWriter writer, Object value, String what) {
    try {
      return writer.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException("The " + what + " could not be written as JSON: "
          + ((JacksonException) e).getOriginalMessage(), e);
    }
  }
}
