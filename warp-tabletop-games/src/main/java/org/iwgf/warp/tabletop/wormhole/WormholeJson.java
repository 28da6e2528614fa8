// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import org.iwgf.warp.json.StrictJson;

/**
 * JSON for the battle game, with Warp's conventions: moves and events carry a registered {@code "type"}
 * name, fields keep their declared order, and reading is strict (every field present, no unknown field,
 * no {@code null} for a required value, no coercion, no duplicate key). Values are checked as they are
 * read, so a saved battle that does not hold together is refused.
 *
 * <p>Reading fails with {@link org.iwgf.warp.core.game.InvalidStateException} and code
 * {@code MALFORMED_JSON}, {@code UNKNOWN_TYPE}, {@code UNKNOWN_FIELD}, {@code MISSING_FIELD},
 * {@code BAD_VALUE} or {@code TOO_LARGE}, the message naming the place in the document; with the battle
 * game's state codes when a saved battle does not hold together; and with code {@code CONFIG} when the
 * configuration embedded in a state, view or record breaks a rule (its cause is the configuration's
 * exception; see {@link StrictJson#document}). Only a configuration read on its own ({@link #readConfig})
 * is refused with {@link org.iwgf.warp.core.game.InvalidConfigException}.
 *
 * <p>The same reading and writing as an object, the battle game's {@link org.iwgf.warp.core.game.GameCodec},
 * is {@link #codec()}.
 *
 * @since 0.1.0
 */
public final class WormholeJson {
  private static final WormholeJsonCodec CODEC = new WormholeJsonCodec();

  private WormholeJson() {}

  /**
   * The codec the static methods here use: the same reading and writing as an object, the battle game's
   * {@link org.iwgf.warp.core.game.GameCodec} (what its {@link org.iwgf.warp.core.game.GameProvider} hands
   * out).
   *
   * @since 1.0.0
   */
  public static WormholeJsonCodec codec() {
    return CODEC;
  }

  /** A configuration (catalog and fleets included) as JSON. */
  public static String writeConfig(WormholeConfig config) {
    return CODEC.writeConfig(config);
  }

  /**
   * Reads a configuration and checks it as {@link WormholeRules#of} does: fleets, mat, catalog, scenario.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if it breaks a rule
   * @throws org.iwgf.warp.core.game.InvalidStateException if the text is not a configuration
   */
  public static WormholeConfig readConfig(String text) {
    return CODEC.readConfig(text);
  }

  /** The whole state, secret orders and dice included: for saving a battle, not for a seat. */
  public static String writeState(WormholeState state) {
    return CODEC.writeState(state);
  }

  /**
   * Reads a saved state and checks that it holds together and can be played on.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read or does not hold together,
   *     code {@code CONFIG} if its configuration breaks a rule
   */
  public static WormholeState readState(String text) {
    return CODEC.readState(text);
  }

  /**
   * The moves open to the seat at the helm, described part by part ({@link WormholeRules#menu}), as JSON.
   *
   * @since 1.0.0
   */
  public static String writeMenu(WormholeMenu menu) {
    return CODEC.writeMenu(menu);
  }

  /**
   * Reads a move menu, as {@link #writeMenu} writes it.
   *
   * @since 1.0.0
   */
  public static WormholeMenu readMenu(String text) {
    return CODEC.readMenu(text);
  }

  /** A move as JSON, e.g. {@code {"type":"hold-fire","vessel":"blue-1"}}. */
  public static String writeMove(WormholeMove move) {
    return CODEC.writeMove(move);
  }

  /** Reads a move; whether it is legal is for {@link WormholeRules#apply} to say. */
  public static WormholeMove readMove(String text) {
    return CODEC.readMove(text);
  }

  /** Events as a JSON array. */
  public static String writeEvents(List<WormholeEvent> events) {
    return CODEC.writeEvents(events);
  }

  /** Reads a JSON array of events. */
  public static List<WormholeEvent> readEvents(String text) {
    return CODEC.readEvents(text);
  }

  /** One seat's view as JSON: what a front-end shows that commander. */
  public static String writeView(WormholeView view) {
    return CODEC.writeView(view);
  }

  /**
   * Reads a seat's view.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration breaks a rule
   */
  public static WormholeView readView(String text) {
    return CODEC.readView(text);
  }

  /** A whole battle record as JSON. */
  public static String writeRecord(WormholeRecord record) {
    return CODEC.writeRecord(record);
  }

  /** Reads a battle record; its moves are checked when it is {@linkplain WormholeRecord#replay replayed}. */
  public static WormholeRecord readRecord(String text) {
    return CODEC.readRecord(text);
  }
}
