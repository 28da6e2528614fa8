// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.TacticalAdvisor;
import org.iwgf.warp.rating.rated.ClaimedResult;
import org.iwgf.warp.rating.rated.ResultVerifier;
import org.iwgf.warp.tabletop.wormhole.autopilot.Autopilot;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameCodec;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.rating.rated.ClaimedResult;
import org.iwgf.warp.rating.rated.ResultVerifier;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.autopilot.Autopilot;

/**
 * The games a table can play, by id: every installed game ({@link org.iwgf.warp.core.game.Games#installed()}),
 * each through its provider's rules and codec with a random legal mover in its officer seats (which also makes
 * the advisor's suggestion, see {@link OfficerAdvisor}), and for the
 * library's own games what the server adds: {@code warp} (any rule plugin found on the class path, Warp's
 * officers and the tactical advisor), {@code classic} (Warp 6 Classic), {@code blackhole} (the dice race, with
 * its face menu) and {@code wormhole} (the battle game, with the autopilot as its officer and its advisor).
 *
 * @since 0.1.0
 */
public final class Games {
  private static final Map<String, GameKind<?, ?, ?, ?>> KINDS = kinds();

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
          "There is no game called '" + name + "'; choose " + choices() + ".");
    }
    return kind;
  }

  /** Every installed game's kind, by id. */
  private static Map<String, GameKind<?, ?, ?, ?>> kinds() {
    Map<String, GameKind<?, ?, ?, ?>> kinds = new LinkedHashMap<>();
    for (GameProvider<?, ?, ?, ?, ?> provider : org.iwgf.warp.core.game.Games.installed()) {
      kinds.put(provider.id(), switch (provider.id()) {
        case "warp" -> warp();
        case "blackhole" -> blackHole();
        case "wormhole" -> wormhole();
        default -> plain(provider);
      });
    }
    return Collections.unmodifiableMap(kinds);
  }

  /** The ids, as a sentence: {@code warp, classic, blackhole or wormhole}. */
  private static String choices() {
    List<String> ids = List.copyOf(KINDS.keySet());
    return ids.size() < 2 ? String.join("", ids)
        : String.join(", ", ids.subList(0, ids.size() - 1)) + " or " + ids.get(ids.size() - 1);
  }

  /** A game as its provider plays it, with a random legal mover as its only officer. */
  private static <C, S, M, E, V> GameKind<S, M, E, V> plain(GameProvider<C, S, M, E, V> provider) {
    GameCodec<C, S, M, E, V> codec = provider.codec();
    return new GameKind<>(provider.id(), provider::rules, codec::readMove, codec::writeMove, codec::writeView,
        codec::writeEvents, (rank, rules) -> randomOnly(rank), randomOfficerAdvice(codec::writeMove,
            codec::writeView), Optional.empty(), Optional.empty());
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

  private static GameKind<?, ?, ?, ?> blackHole() {
    return new GameKind<>("blackhole", json -> BlackHoleRules.of(BlackHoleJson.readConfig(json)),
        BlackHoleJson::readMove, BlackHoleJson::writeMove, BlackHoleJson::writeView, BlackHoleJson::writeEvents,
        (rank, rules) -> randomOnly(rank),
        randomOfficerAdvice(BlackHoleJson::writeMove, BlackHoleJson::writeView), Optional.empty(),
        // The secret setup's choice is every combination of faces: the menu offers one pick per die instead.
        Optional.of((rules, state) -> ((BlackHoleRules) rules).faceMenu(state).map(BlackHoleJson::writeFaceMenu)));
  }

  private static GameKind<?, ?, ?, ?> wormhole() {
    WormholeJsonCodec json = WormholeJson.codec();
    return new GameKind<>("wormhole", text -> WormholeRules.of(json.readConfig(text)), json::readMove,
        json::writeMove, json::writeView, json::writeEvents,
        (rank, rules) -> {
          if (rank.equals("autopilot")) {
            return Autopilot.standard();
          }
          return randomOnly(rank);
        },
        Optional.of(Games::adviseWormhole), Optional.empty(),
        // The board builds its controls from the menu, which stands for every move however many there are.
        Optional.of(GameKind.MoveMenu.everyUpdate(
            (rules, state) -> ((WormholeRules) rules).menu(state).map(json::writeMenu))));
  }

  // The autopilot's move for the commander at the helm, from that commander's view (WormholeAdvisor).
  private static <E, V> String adviseWormhole(GameRules<WormholeState, WormholeMove, E, V> rules,
      String configJson, long seed, List<WormholeMove> moves) {
    return WormholeAdvisor.advise((WormholeRules) rules, seed, moves);
  }

  // Classic, the dice race and any game without officers of its own: a random legal mover sits there.
  private static <M, V> Player<M, V> randomOnly(String rank) {
    if (!rank.equals("random")) {
      throw unknownOfficer(rank, "random");
    }
    return Player.random();
  }

  // The same games' advice: their strongest officer is the random legal mover, and it makes the suggestion.
  private static <S, M, E, V> Optional<GameKind.Advisor<S, M, E, V>> randomOfficerAdvice(
      Function<M, String> writeMove, Function<V, String> writeView) {
    return Optional.of(OfficerAdvisor.of("random", (rank, rules) -> randomOnly(rank), writeMove, writeView));
  }

  private static InvalidConfigException unknownOfficer(String rank, String ranks) {
    return new InvalidConfigException("UNKNOWN_OFFICER",
        "There is no officer '" + rank + "' for this game; choose " + ranks + ".");
  }
}
