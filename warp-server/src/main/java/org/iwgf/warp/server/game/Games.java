// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.TacticalAdvisor;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.json.GameRecord;
import org.iwgf.warp.core.json.WarpJson;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.rules.WarpRules;
import org.iwgf.warp.core.rules.WarpState;
import org.iwgf.warp.rating.rated.ClaimedResult;
import org.iwgf.warp.rating.rated.ResultVerifier;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.autopilot.Autopilot;

/**
 * The games a table can play, by name: {@code warp} (any rule plugin found on the class path, Warp's officers
 * and the tactical advisor), {@code classic} (Warp 6 Classic), {@code blackhole} (the dice race) and
 * {@code wormhole} (the battle game, with the autopilot as its officer).
 *
 * @since 0.1.0
 */
public final class Games {
  private static final Map<String, GameKind<?, ?, ?, ?>> KINDS = Map.of(
      "warp", warp(), "classic", classic(), "blackhole", blackHole(), "wormhole", wormhole());

  private Games() {}

  /**
   * The game called {@code name}.
   *
   * @throws InvalidConfigException {@code UNKNOWN_GAME} if there is none
   */
  public static GameKind<?, ?, ?, ?> named(String name) {
    GameKind<?, ?, ?, ?> kind = KINDS.get(name);
    if (kind == null) {
      throw new InvalidConfigException("UNKNOWN_GAME",
          "There is no game called '" + name + "'; choose warp, classic, blackhole or wormhole.");
    }
    return kind;
  }

  private static GameKind<WarpState, WarpMove, ?, ?> warp() {
    return new GameKind<>("warp", json -> WarpRules.of(WarpJson.readConfig(json)), WarpJson::readMove,
        WarpJson::writeMove, WarpJson::writeView, WarpJson::writeEvents,
        (rank, rules) -> rank.equals("random") ? RandomCaptain.create()
            : Officer.of(commission(rank)),
        Optional.of(Games::advise),
        Optional.of((config, seed, moves, scores) -> ResultVerifier.create()
            .verify(new ClaimedResult(GameRecord.of(WarpJson.readConfig(config), seed, moves), scores))),
        Optional.empty());
  }

  private static Commission commission(String rank) {
    try {
      return Commission.valueOf(rank.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw unknownOfficer(rank, "ensign, lieutenant, commander or random");
    }
  }

  // The advisor replays the record itself (it follows what the seat has learned), so the record is rebuilt
  // from the table's configuration, seed and moves rather than taken from the live state.
  private static <E, V> String advise(GameRules<WarpState, WarpMove, E, V> rules, String configJson, long seed,
      List<WarpMove> moves) {
    WarpRules warp = (WarpRules) rules;
    TacticalAdvisor.Consultation c = TacticalAdvisor.standard()
        .consult(GameRecord.of(WarpJson.readConfig(configJson), seed, moves), warp);
    return "{\"move\":" + WarpJson.writeMove(c.advice().move()) + ",\"reasons\":"
        + PlainJson.write(c.advice().reasons()) + "}";
  }

  private static GameKind<?, ?, ?, ?> classic() {
    return new GameKind<>("classic", json -> ClassicRules.of(ClassicJson.readConfig(json)), ClassicJson::readMove,
        ClassicJson::writeMove, ClassicJson::writeView, ClassicJson::writeEvents,
        (rank, rules) -> randomOnly(rank), Optional.empty(), Optional.empty(), Optional.empty());
  }

  private static GameKind<?, ?, ?, ?> blackHole() {
    return new GameKind<>("blackhole", json -> BlackHoleRules.of(BlackHoleJson.readConfig(json)),
        BlackHoleJson::readMove, BlackHoleJson::writeMove, BlackHoleJson::writeView, BlackHoleJson::writeEvents,
        (rank, rules) -> randomOnly(rank), Optional.empty(), Optional.empty(),
        // The secret setup's choice is every combination of faces: the menu offers one pick per die instead.
        Optional.of((rules, state) -> ((BlackHoleRules) rules).faceMenu(state).map(BlackHoleJson::writeFaceMenu)));
  }

  private static GameKind<?, ?, ?, ?> wormhole() {
    WormholeJson json = WormholeJson.create();
    return new GameKind<>("wormhole", text -> WormholeRules.of(json.readConfig(text)), json::readMove,
        json::writeMove, json::writeView, json::writeEvents,
        (rank, rules) -> {
          if (rank.equals("autopilot")) {
            return Autopilot.standard();
          }
          return randomOnly(rank);
        },
        Optional.empty(), Optional.empty(), Optional.empty());
  }

  // Classic and the dice race have no officers of their own in warp-ai: a random legal mover sits there.
  private static <M, V> Player<M, V> randomOnly(String rank) {
    if (!rank.equals("random")) {
      throw unknownOfficer(rank, "random");
    }
    return Player.random();
  }

  private static InvalidConfigException unknownOfficer(String rank, String ranks) {
    return new InvalidConfigException("UNKNOWN_OFFICER",
        "There is no officer '" + rank + "' for this game; choose " + ranks + ".");
  }
}
