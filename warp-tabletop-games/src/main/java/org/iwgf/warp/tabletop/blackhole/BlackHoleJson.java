// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.List;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.json.StrictJson;

/**
 * JSON for the dice race, configured as Warp's own JSON is: moves and events carry a registered
 * {@code "type"} name (never a class name), fields keep their declared order, and reading is strict (every
 * field present, no unknown field, no {@code null}, no coercion, no duplicate key).
 *
 * <p>A state is checked as it is read, so a saved game that does not hold together is refused. Failures
 * raise {@link org.iwgf.warp.core.game.InvalidConfigException} (code {@code PLAYERS} or {@code BOARD})
 * when a configuration or board read on its own breaks a rule; {@link InvalidStateException} with code
 * {@code CONFIG} when the configuration embedded in a state, view or record does (its cause is the
 * configuration's exception; see {@link StrictJson#document}); the state's own
 * {@link InvalidStateException} codes when a state does not hold together; and otherwise
 * {@link InvalidStateException} with code
 * {@code MALFORMED_JSON} (also for an empty document or the text {@code null}), {@code UNKNOWN_TYPE},
 * {@code UNKNOWN_FIELD}, {@code MISSING_FIELD}, {@code BAD_VALUE} or {@code TOO_LARGE} (over the
 * {@linkplain org.iwgf.warp.json.JsonLimits#standard() standard size limits}); each message names the
 * place in the document. No reader returns {@code null}.
 *
 * @since 0.1.0
 */
public final class BlackHoleJson {
  private static final BlackHoleJsonCodec CODEC = new BlackHoleJsonCodec();

  private BlackHoleJson() {}

  /**
   * The codec the static methods here use: the same reading and writing as an object, the dice race's
   * {@link org.iwgf.warp.core.game.GameCodec} (what its {@link org.iwgf.warp.core.game.GameProvider} hands
   * out).
   *
   * @since 1.0.0
   */
  public static BlackHoleJsonCodec codec() {
    return CODEC;
  }

  /** A board as JSON: {@code {"rings":[36,…],"hyperjumps":[36,37,…]}}. */
  public static String writeSpiral(Spiral spiral) {
    return CODEC.writeSpiral(spiral);
  }

  /**
   * Reads a board and checks its hyperjump lines (see {@link Spiral#of}).
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException with code {@code BOARD} if the lines are wrong
   * @throws InvalidStateException if the text is not a board
   */
  public static Spiral readSpiral(String json) {
    return CODEC.readSpiral(json);
  }

  /** A configuration as JSON. */
  public static String writeConfig(BlackHoleConfig config) {
    return CODEC.writeConfig(config);
  }

  /** Reads a configuration. */
  public static BlackHoleConfig readConfig(String json) {
    return CODEC.readConfig(json);
  }

  /** The whole state, secret choices included. */
  public static String writeState(BlackHoleState state) {
    return CODEC.writeState(state);
  }

  /** Reads a saved state; it is checked as a state always is. */
  public static BlackHoleState readState(String json) {
    return CODEC.readState(json);
  }

  /** A move as JSON, e.g. {@code {"type":"turn","ship":3,"face":2}}. */
  public static String writeMove(BlackHoleMove move) {
    return CODEC.writeMove(move);
  }

  /** Reads a move; whether it is legal is for {@link BlackHoleRules#apply} to say. */
  public static BlackHoleMove readMove(String json) {
    return CODEC.readMove(json);
  }

  /**
   * A seat's secret choice as JSON, die by die:
   * {@code {"seat":0,"dice":[{"ship":0,"die":"d8","faces":[1,2,3,4,5,6,7,8]},…]}}. The move it describes is
   * {@code {"type":"choose","faces":[…]}} with one of each die's faces, in the same order.
   */
  public static String writeFaceMenu(FaceMenu menu) {
    return CODEC.writeFaceMenu(menu);
  }

  /** Reads a seat's secret choice, as {@link #writeFaceMenu} writes it. */
  public static FaceMenu readFaceMenu(String json) {
    return CODEC.readFaceMenu(json);
  }

  /** Events as a JSON array. */
  public static String writeEvents(List<BlackHoleEvent> events) {
    return CODEC.writeEvents(events);
  }

  /** Reads a JSON array of events. */
  public static List<BlackHoleEvent> readEvents(String json) {
    return CODEC.readEvents(json);
  }

  /** One seat's view as JSON. */
  public static String writeView(BlackHoleView view) {
    return CODEC.writeView(view);
  }

  /** Reads a seat's view. */
  public static BlackHoleView readView(String json) {
    return CODEC.readView(json);
  }

  /** A whole game record as JSON. */
  public static String writeRecord(BlackHoleRecord record) {
    return CODEC.writeRecord(record);
  }

  /** Reads a game record; its moves are checked when it is {@linkplain BlackHoleRecord#replay replayed}. */
  public static BlackHoleRecord readRecord(String json) {
    return CODEC.readRecord(json);
  }
}
