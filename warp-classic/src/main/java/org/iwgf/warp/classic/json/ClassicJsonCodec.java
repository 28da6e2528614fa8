// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRecord;
import org.iwgf.warp.classic.rules.ClassicSnapshot;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.core.game.GameCodec;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.json.JsonLimits;
import org.iwgf.warp.json.StrictJson;

/**
 * Warp 6 Classic's {@link GameCodec}: the reading and writing that {@link ClassicJson}'s static methods
 * offer, as an object, with the same documents and the same errors (see there). Obtained from
 * {@link ClassicJson#codec()}. Immutable and thread-safe.
 *
 * @since 1.0.0
 */
public final class ClassicJsonCodec
    implements GameCodec<ClassicConfig, ClassicState, ClassicMove, ClassicEvent, ClassicView> {
  private static final StrictJson JSON = StrictJson.of(JsonLimits.standard(), ClassicMixins.module());
  private static final TypeReference<List<ClassicEvent>> EVENTS = new TypeReference<>() {};

  ClassicJsonCodec() {}

  /** A configuration as JSON. */
  @Override
  public String writeConfig(ClassicConfig config) {
    return JSON.write(config, ClassicConfig.class, "configuration");
  }

  /**
   * Reads a configuration; every field must be present.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if it breaks a rule
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  @Override
  public ClassicConfig readConfig(String json) {
    return JSON.read(json, ClassicConfig.class, "configuration");
  }

  /** The whole state, hidden information included, as JSON (a {@link ClassicSnapshot}). */
  @Override
  public String writeState(ClassicState state) {
    return JSON.write(state.snapshot(), ClassicSnapshot.class, "state");
  }

  /**
   * Reads a saved state and checks it with {@link ClassicState#restore}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read or does not hold together,
   *     code {@code CONFIG} if its configuration breaks a rule
   */
  @Override
  public ClassicState readState(String json) {
    return StrictJson.document("saved state",
        () -> ClassicState.restore(JSON.read(json, ClassicSnapshot.class, "saved state")));
  }

  /** A move as JSON, e.g. {@code {"type":"play","tile":"6-4","end":"left"}}. */
  @Override
  public String writeMove(ClassicMove move) {
    return JSON.write(move, ClassicMove.class, "move");
  }

  /**
   * Reads a move; whether it is legal is for {@link org.iwgf.warp.classic.rules.ClassicRules#apply} to say.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  @Override
  public ClassicMove readMove(String json) {
    return JSON.read(json, ClassicMove.class, "move");
  }

  /** Events as a JSON array, each with its {@code "type"}. */
  @Override
  public String writeEvents(List<ClassicEvent> events) {
    return JSON.write(events, EVENTS, "events");
  }

  /**
   * Reads a JSON array of events.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  @Override
  public List<ClassicEvent> readEvents(String json) {
    return List.copyOf(JSON.read(json, EVENTS, "event list"));
  }

  /** One seat's view as JSON. */
  @Override
  public String writeView(ClassicView view) {
    return JSON.write(view, ClassicView.class, "seat view");
  }

  /**
   * Reads a seat's view.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration breaks a rule
   */
  @Override
  public ClassicView readView(String json) {
    return StrictJson.document("seat view", () -> JSON.read(json, ClassicView.class, "seat view"));
  }

  /** A whole game (configuration, seed, moves) as JSON. */
  public String writeRecord(ClassicRecord record) {
    return JSON.write(record, ClassicRecord.class, "game record");
  }

  /**
   * Any record of this game as a {@link ClassicRecord}, as {@link #writeRecord(ClassicRecord)} writes it.
   *
   * @since 1.0.0
   */
  @Override
  public String writeRecord(RecordedGame<ClassicConfig, ClassicMove> record) {
    return writeRecord(record instanceof ClassicRecord r ? r : 
        new ClassicRecord(record.config(), record.seed(), record.moves()));
  }

  /**
   * Reads a game record; its moves are checked when it is {@linkplain ClassicRecord#replay replayed}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration breaks a rule
   */
  @Override
  public ClassicRecord readRecord(String json) {
    return StrictJson.document("game record", () -> JSON.read(json, ClassicRecord.class, "game record"));
  }
}
