// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import org.iwgf.warp.core.game.GameCodec;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.json.JsonLimits;
import org.iwgf.warp.json.StrictJson;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogMixins;

/**
 * The battle game's {@link GameCodec}, the object behind {@link WormholeJson}'s static methods (obtained
 * from {@link WormholeJson#codec()}). JSON with Warp's conventions: moves and events carry a registered {@code "type"}
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
 * is refused with {@link org.iwgf.warp.core.game.InvalidConfigException}. Immutable and thread-safe.
 *
 * @since 1.0.0
 */
public final class WormholeJsonCodec
    implements GameCodec<WormholeConfig, WormholeState, WormholeMove, WormholeEvent, WormholeView> {
  private static final TypeReference<List<WormholeEvent>> EVENTS = new TypeReference<>() {};

  private final StrictJson json = StrictJson.of(JsonLimits.standard(), WormholeMixins.module(), CatalogMixins.module());

  WormholeJsonCodec() {}

  /** A configuration (catalog and fleets included) as JSON. */
  @Override
  public String writeConfig(WormholeConfig config) {
    return json.write(config, WormholeConfig.class, "configuration");
  }

  /**
   * Reads a configuration and checks it as {@link WormholeRules#of} does: fleets, mat, catalog, scenario.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if it breaks a rule
   * @throws org.iwgf.warp.core.game.InvalidStateException if the text is not a configuration
   */
  @Override
  public WormholeConfig readConfig(String text) {
    return checked(json.read(text, WormholeConfig.class, "configuration"));
  }

  /** Raises the configuration errors the rules would raise, so that a bad document fails on reading. */
  private static WormholeConfig checked(WormholeConfig config) {
    FleetCheck.check(config);
    return config;
  }

  /** The whole state, secret orders and dice included: for saving a battle, not for a seat. */
  @Override
  public String writeState(WormholeState state) {
    return json.write(state, WormholeState.class, "state");
  }

  /**
   * Reads a saved state and checks that it holds together and can be played on.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read or does not hold together,
   *     code {@code CONFIG} if its configuration breaks a rule
   */
  @Override
  public WormholeState readState(String text) {
    return StrictJson.document("saved state", () -> {
      WormholeState state = json.read(text, WormholeState.class, "state");
      checked(state.config());
      StateChecks.checkPlayable(state);
      return state;
    });
  }

  /** A move as JSON, e.g. {@code {"type":"hold-fire","vessel":"blue-1"}}. */
  @Override
  public String writeMove(WormholeMove move) {
    return json.write(move, WormholeMove.class, "move");
  }

  /** Reads a move; whether it is legal is for {@link WormholeRules#apply} to say. */
  @Override
  public WormholeMove readMove(String text) {
    return json.read(text, WormholeMove.class, "move");
  }

  /** Events as a JSON array. */
  @Override
  public String writeEvents(List<WormholeEvent> events) {
    return json.write(events, EVENTS, "list of events");
  }

  /** Reads a JSON array of events. */
  @Override
  public List<WormholeEvent> readEvents(String text) {
    return json.read(text, EVENTS, "list of events");
  }

  /** One seat's view as JSON: what a front-end shows that commander. */
  @Override
  public String writeView(WormholeView view) {
    return json.write(view, WormholeView.class, "view");
  }

  /**
   * Reads a seat's view.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration breaks a rule
   */
  @Override
  public WormholeView readView(String text) {
    return StrictJson.document("view", () -> {
      WormholeView view = json.read(text, WormholeView.class, "view");
      checked(view.config());
      return view;
    });
  }

  /**
   * The moves open to the seat at the helm, described part by part ({@link WormholeRules#menu}), as JSON.
   *
   * @since 1.0.0
   */
  public String writeMenu(WormholeMenu menu) {
    return json.write(menu, WormholeMenu.class, "move menu");
  }

  /**
   * Reads a move menu, as {@link #writeMenu} writes it.
   *
   * @since 1.0.0
   */
  public WormholeMenu readMenu(String text) {
    return json.read(text, WormholeMenu.class, "move menu");
  }

  /** A whole battle record as JSON. */
  public String writeRecord(WormholeRecord record) {
    return json.write(record, WormholeRecord.class, "battle record");
  }

  /**
   * Any battle record as a {@link WormholeRecord}, as {@link #writeRecord(WormholeRecord)} writes it.
   *
   * @since 1.0.0
   */
  @Override
  public String writeRecord(RecordedGame<WormholeConfig, WormholeMove> record) {
    return writeRecord(record instanceof WormholeRecord r ? r
        : new WormholeRecord(record.config(), record.seed(), record.moves()));
  }

  /** Reads a battle record; its moves are checked when it is {@linkplain WormholeRecord#replay replayed}. */
  @Override
  public WormholeRecord readRecord(String text) {
    return StrictJson.document("battle record", () -> {
      WormholeRecord record = json.read(text, WormholeRecord.class, "battle record");
      checked(record.config());
      return record;
    });
  }
}
