// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import org.iwgf.warp.core.game.GameCodec;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.json.JsonLimits;
import org.iwgf.warp.json.StrictJson;

/**
 * The dice race's {@link GameCodec}: the reading and writing that {@link BlackHoleJson}'s static methods
 * offer, as an object, with the same documents and the same errors (see there). Obtained from
 * {@link BlackHoleJson#codec()}. Immutable and thread-safe.
 *
 * @since 1.0.0
 */
public final class BlackHoleJsonCodec
    implements GameCodec<BlackHoleConfig, BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView> {
  private static final StrictJson JSON = StrictJson.of(JsonLimits.standard(), BlackHoleMixins.module());
  private static final TypeReference<List<BlackHoleEvent>> EVENTS = new TypeReference<>() {};

  BlackHoleJsonCodec() {}

  /** A board as JSON: {@code {"rings":[36,…],"hyperjumps":[36,37,…]}}. */
  public String writeSpiral(Spiral spiral) {
    return JSON.write(spiral, Spiral.class, "board");
  }

  /**
   * Reads a board and checks its hyperjump lines (see {@link Spiral#of}).
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException with code {@code BOARD} if the lines are wrong
   * @throws InvalidStateException if the text is not a board
   */
  public Spiral readSpiral(String json) {
    return JSON.read(json, Spiral.class, "board");
  }

  /** A configuration as JSON. */
  @Override
  public String writeConfig(BlackHoleConfig config) {
    return JSON.write(config, BlackHoleConfig.class, "configuration");
  }

  /** Reads a configuration. */
  @Override
  public BlackHoleConfig readConfig(String json) {
    return JSON.read(json, BlackHoleConfig.class, "configuration");
  }

  /** The whole state, secret choices included. */
  @Override
  public String writeState(BlackHoleState state) {
    return JSON.write(state, BlackHoleState.class, "state");
  }

  /** Reads a saved state; it is checked as a state always is. */
  @Override
  public BlackHoleState readState(String json) {
    return StrictJson.document("saved state", () -> JSON.read(json, BlackHoleState.class, "state"));
  }

  /** A move as JSON, e.g. {@code {"type":"turn","ship":3,"face":2}}. */
  @Override
  public String writeMove(BlackHoleMove move) {
    return JSON.write(move, BlackHoleMove.class, "move");
  }

  /** Reads a move; whether it is legal is for {@link BlackHoleRules#apply} to say. */
  @Override
  public BlackHoleMove readMove(String json) {
    return JSON.read(json, BlackHoleMove.class, "move");
  }

  /**
   * A seat's secret choice as JSON, die by die:
   * {@code {"seat":0,"dice":[{"ship":0,"die":"d8","faces":[1,2,3,4,5,6,7,8]},…]}}. The move it describes is
   * {@code {"type":"choose","faces":[…]}} with one of each die's faces, in the same order.
   */
  public String writeFaceMenu(FaceMenu menu) {
    return JSON.write(menu, FaceMenu.class, "face menu");
  }

  /** Reads a seat's secret choice, as {@link #writeFaceMenu} writes it. */
  public FaceMenu readFaceMenu(String json) {
    return JSON.read(json, FaceMenu.class, "face menu");
  }

  /** Events as a JSON array. */
  @Override
  public String writeEvents(List<BlackHoleEvent> events) {
    return JSON.write(events, EVENTS, "list of events");
  }

  /** Reads a JSON array of events. */
  @Override
  public List<BlackHoleEvent> readEvents(String json) {
    return List.copyOf(JSON.read(json, EVENTS, "list of events"));
  }

  /** One seat's view as JSON. */
  @Override
  public String writeView(BlackHoleView view) {
    return JSON.write(view, BlackHoleView.class, "view");
  }

  /** Reads a seat's view. */
  @Override
  public BlackHoleView readView(String json) {
    return StrictJson.document("view", () -> JSON.read(json, BlackHoleView.class, "view"));
  }

  /** A whole game record as JSON. */
  public String writeRecord(BlackHoleRecord record) {
    return JSON.write(record, BlackHoleRecord.class, "game record");
  }

  /**
   * Any record of this game as a {@link BlackHoleRecord}, as {@link #writeRecord(BlackHoleRecord)} writes it.
   *
   * @since 1.0.0
   */
  @Override
  public String writeRecord(RecordedGame<BlackHoleConfig, BlackHoleMove> record) {
    return writeRecord(record instanceof BlackHoleRecord r ? r : 
        new BlackHoleRecord(record.config(), record.seed(), record.moves()));
  }

  /** Reads a game record; its moves are checked when it is {@linkplain BlackHoleRecord#replay replayed}. */
  @Override
  public BlackHoleRecord readRecord(String json) {
    return StrictJson.document("game record", () -> JSON.read(json, BlackHoleRecord.class, "game record"));
  }
}
