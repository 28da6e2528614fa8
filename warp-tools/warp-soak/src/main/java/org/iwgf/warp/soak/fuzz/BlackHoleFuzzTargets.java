// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleEvent;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRecord;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleState;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.iwgf.warp.tabletop.blackhole.Spiral;
import org.iwgf.warp.testkit.GameFuzzTargets;
import org.iwgf.warp.testkit.InputFuzz;

/**
 * The dice race's input door as {@linkplain InputFuzz fuzz targets}: configurations, states, moves, events,
 * views and records of races of two and three players, rolled and secret setups, standard and small boards, and
 * the secret setup's face menus (a move is built from a menu a client read, so its reader is a door too).
 *
 * @since 0.1.0
 */
public final class BlackHoleFuzzTargets {
  private BlackHoleFuzzTargets() {}

  /** The seven targets, their corpora built from {@code games} races drawn from {@code seed}. */
  public static List<InputFuzz.Target<?>> targets(long seed, int games) {
    List<BlackHoleConfig> configs = new ArrayList<>();
    for (int i = 0; i < games; i++) {
      BlackHoleConfig c = BlackHoleConfig.standard(2 + i % 2);
      c = i % 3 == 0 ? c.withSecretSetup() : c;
      configs.add(i % 4 == 1 ? c.on(Spiral.sectored(3)) : c);
    }
    List<InputFuzz.Target<?>> targets = new ArrayList<>(
        GameFuzzTargets.of("dice-race", new Door(), 300).withRecords(new Records()).targets(configs, seed));
    targets.add(InputFuzz.Target.readOnly("dice-race/menu", menus(), BlackHoleJson::readFaceMenu));
    return List.copyOf(targets);
  }

  /** The face menus of the first seat to choose in two- and three-player secret setups, on both boards. */
  private static List<String> menus() {
    List<String> out = new ArrayList<>();
    for (int players = 2; players <= 3; players++) {
      for (BlackHoleConfig c : List.of(BlackHoleConfig.standard(players).withSecretSetup(),
          BlackHoleConfig.standard(players).withSecretSetup().on(Spiral.sectored(3)))) {
        BlackHoleRules rules = BlackHoleRules.of(c);
        rules.faceMenu(rules.start(players)).ifPresent(menu -> out.add(BlackHoleJson.writeFaceMenu(menu)));
      }
    }
    return out;
  }

  private static final class Door implements GameFuzzTargets.Door<BlackHoleConfig, BlackHoleState, BlackHoleMove,
      BlackHoleEvent, BlackHoleView> {
    @Override
    public GameRules<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView> rules(BlackHoleConfig config) {
      return BlackHoleRules.of(config);
    }

    @Override
    public BlackHoleConfig configOf(BlackHoleState state) {
      return state.config();
    }

    @Override
    public String writeConfig(BlackHoleConfig config) {
      return BlackHoleJson.writeConfig(config);
    }

    @Override
    public BlackHoleConfig readConfig(String json) {
      return BlackHoleJson.readConfig(json);
    }

    @Override
    public String writeState(BlackHoleState state) {
      return BlackHoleJson.writeState(state);
    }

    @Override
    public BlackHoleState readState(String json) {
      return BlackHoleJson.readState(json);
    }

    @Override
    public String writeMove(BlackHoleMove move) {
      return BlackHoleJson.writeMove(move);
    }

    @Override
    public BlackHoleMove readMove(String json) {
      return BlackHoleJson.readMove(json);
    }

    @Override
    public String writeEvents(List<BlackHoleEvent> events) {
      return BlackHoleJson.writeEvents(events);
    }

    @Override
    public List<BlackHoleEvent> readEvents(String json) {
      return BlackHoleJson.readEvents(json);
    }

    @Override
    public String writeView(BlackHoleView view) {
      return BlackHoleJson.writeView(view);
    }

    @Override
    public BlackHoleView readView(String json) {
      return BlackHoleJson.readView(json);
    }
  }

  private static final class Records implements GameFuzzTargets.Records<BlackHoleConfig, BlackHoleState,
      BlackHoleMove, BlackHoleRecord> {
    @Override
    public BlackHoleRecord record(BlackHoleConfig config, long seed, List<BlackHoleMove> moves) {
      return new BlackHoleRecord(config, seed, moves);
    }

    @Override
    public String write(BlackHoleRecord record) {
      return BlackHoleJson.writeRecord(record);
    }

    @Override
    public BlackHoleRecord read(String json) {
      return BlackHoleJson.readRecord(json);
    }

    @Override
    public BlackHoleState replay(BlackHoleRecord record) {
      return record.replay();
    }
  }
}
