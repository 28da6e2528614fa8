// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;

/**
 * The {@linkplain InputFuzz fuzz targets} of the Warp engine's input door, built from real games (so with
 * whatever plugin combinations the games are configured with): configurations, saved states,
 * moves, event lists, seat views and game records. An accepted configuration is launched and played out,
 * an accepted state played to the end, an accepted move must be one {@code legalMoves} lists, and events
 * and views must read back what they write.
 *
 * @since 0.1.0
 */
public final class WarpFuzzTargets {
  private final PluginRegistry registry;
  private final WarpJsonCodec codec;
  private final int maxMoves;

  private WarpFuzzTargets(PluginRegistry registry, int maxMoves) {
    this.registry = registry;
    this.codec = WarpJson.codec(registry);
    this.maxMoves = maxMoves;
  }

  /**
   * Targets whose games use the rules of {@code registry}, playing at most {@code maxMoves} moves after each
   * accepted input.
   */
  public static WarpFuzzTargets of(PluginRegistry registry, int maxMoves) {
    return new WarpFuzzTargets(Objects.requireNonNull(registry, "registry"), maxMoves);
  }

  /** The six targets, their corpora built from {@code games} games of {@code space} drawn from {@code seed}. */
  public List<InputFuzz.Target<?>> targets(RuleSpace space, long seed, int games) {
    return targets(space.samples(seed, games));
  }

  /** The six targets, their corpora built from partly played {@code games}. */
  public List<InputFuzz.Target<?>> targets(List<GameCase> games) {
    List<String> configs = new ArrayList<>();
    List<String> states = new ArrayList<>();
    List<WarpState> live = new ArrayList<>();
    List<String> events = new ArrayList<>();
    List<String> views = new ArrayList<>();
    List<String> records = new ArrayList<>();
    for (GameCase c : games) {
      WarpRules rules = WarpRules.of(c.config(), registry);
      configs.add(codec.writeConfig(c.config()));
      Transition<WarpState, WarpEvent> t = rules.launch(c.seed());
      WarpState s = t.state();
      List<WarpMove> played = new ArrayList<>();
      long r = c.seed();
      int stop = 20 + SplitMix64.nextInt(r, 200);
      for (int n = 0; n < stop && !rules.legalMoves(s).isEmpty(); n++) {
        if (n % 7 == 0) {
          states.add(codec.writeState(s));
          live.add(s);
          views.add(codec.writeView(rules.view(s, n % rules.seats(s))));
        }
        List<WarpMove> moves = rules.legalMoves(s);
        WarpMove m = moves.get(SplitMix64.nextInt(r, moves.size()));
        r = SplitMix64.next(r);
        t = rules.apply(s, m);
        if (!t.events().isEmpty() && n % 3 == 0) {
          events.add(codec.writeEvents(rules.eventsFor(t.events(), n % rules.seats(s))));
        }
        played.add(m);
        s = t.state();
      }
      states.add(codec.writeState(s));
      records.add(codec.writeRecord(GameRecord.of(c.config(), c.seed(), played)));
    }
    return List.of(
        new InputFuzz.Target<WarpConfig>("warp/config", configs, codec::readConfig, (config, inputSeed) ->
            GameDoors.playOut(WarpRules.of(config, registry),
                WarpRules.of(config, registry).start(inputSeed), inputSeed, maxMoves)),
        new InputFuzz.Target<WarpState>("warp/state", states, codec::readState,
            GameDoors.playsOn(this::rulesOf, maxMoves)),
        GameDoors.moves("warp/move", live, this::rulesOf, codec::writeMove, codec::readMove, maxMoves,
            true),
        new InputFuzz.Target<List<WarpEvent>>("warp/events", events, codec::readEvents, (read, inputSeed) -> {
          if (!codec.readEvents(codec.writeEvents(read)).equals(read)) {
            throw new AssertionError("events read back differently");
          }
        }),
        new InputFuzz.Target<SeatView>("warp/view", views, codec::readView, (read, inputSeed) -> {
          if (!codec.readView(codec.writeView(read)).equals(read)) {
            throw new AssertionError("a view read back differently");
          }
        }),
        // Reading is timed; replaying is the engine's own work, bounded by the record's length.
        new InputFuzz.Target<GameRecord>("warp/record", records, codec::readRecord, (record, inputSeed) -> {
          WarpState reached;
          try {
            reached = record.replay(WarpRules.of(record.config(), registry));
          } catch (WarpException refused) {
            return;
          }
          GameDoors.playOut(rulesOf(reached), reached, inputSeed, maxMoves);
        }));
  }

  private WarpRules rulesOf(WarpState s) {
    return WarpRules.of(s.config(), registry);
  }
}
