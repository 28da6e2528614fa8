// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import java.util.List;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRecord;
import org.iwgf.warp.classic.rules.ClassicSnapshot;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.json.JsonLimits;
import org.iwgf.warp.json.StrictJson;

/**
 * JSON for classic dominoes, in the shape and with the errors of {@link org.iwgf.warp.json.WarpJson}:
 * moves and events carry their kind in a {@code "type"} field ({@code "play"}, {@code "fives-scored"}, …),
 * tiles are written {@code "6-4"}, options by name ({@code "all-fives"}, {@code "opponents-pips"}), and an
 * empty optional as {@code null}. Everything is read strictly: every field present, nothing unknown.
 *
 * <p>Failures raise {@link org.iwgf.warp.core.game.InvalidConfigException} when a configuration read on its
 * own breaks a rule, and {@link org.iwgf.warp.core.game.InvalidStateException} otherwise, with the codes of
 * {@link StrictJson}, {@code CONFIG} when the configuration embedded in a state or view breaks a rule (see
 * {@link StrictJson#document}) or, for a state that does not hold together, those of
 * {@link ClassicState#restore}.
 *
 * @since 0.1.0
 */
public final class ClassicJson {
  private static final ClassicJsonCodec CODEC = new ClassicJsonCodec();

  private ClassicJson() {}

  /**
   * The codec the static methods here use: the same reading and writing as an object, the Warp 6 Classic's
   * {@link org.iwgf.warp.core.game.GameCodec} (what its {@link org.iwgf.warp.core.game.GameProvider} hands
   * out).
   *
   * @since 1.0.0
   */
  public static ClassicJsonCodec codec() {
    return CODEC;
  }

  /** A configuration as JSON. */
  public static String writeConfig(ClassicConfig config) {
    return CODEC.writeConfig(config);
  }

  /**
   * Reads a configuration; every field must be present.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if it breaks a rule
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static ClassicConfig readConfig(String json) {
    return CODEC.readConfig(json);
  }

  /** The whole state, hidden information included, as JSON (a {@link ClassicSnapshot}). */
  public static String writeState(ClassicState state) {
    return CODEC.writeState(state);
  }

  /**
   * Reads a saved state and checks it with {@link ClassicState#restore}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read or does not hold together,
   *     code {@code CONFIG} if its configuration breaks a rule
   */
  public static ClassicState readState(String json) {
    return CODEC.readState(json);
  }

  /** A move as JSON, e.g. {@code {"type":"play","tile":"6-4","end":"left"}}. */
  public static String writeMove(ClassicMove move) {
    return CODEC.writeMove(move);
  }

  /**
   * Reads a move; whether it is legal is for {@link org.iwgf.warp.classic.rules.ClassicRules#apply} to say.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static ClassicMove readMove(String json) {
    return CODEC.readMove(json);
  }

  /** Events as a JSON array, each with its {@code "type"}. */
  public static String writeEvents(List<ClassicEvent> events) {
    return CODEC.writeEvents(events);
  }

  /**
   * Reads a JSON array of events.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static List<ClassicEvent> readEvents(String json) {
    return CODEC.readEvents(json);
  }

  /** One seat's view as JSON. */
  public static String writeView(ClassicView view) {
    return CODEC.writeView(view);
  }

  /**
   * Reads a seat's view.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration breaks a rule
   */
  public static ClassicView readView(String json) {
    return CODEC.readView(json);
  }

  /** A whole game (configuration, seed, moves) as JSON. */
  public static String writeRecord(ClassicRecord record) {
    return CODEC.writeRecord(record);
  }

  /**
   * Reads a game record; its moves are checked when it is {@linkplain ClassicRecord#replay replayed}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration breaks a rule
   */
  public static ClassicRecord readRecord(String json) {
    return CODEC.readRecord(json);
  }
}
