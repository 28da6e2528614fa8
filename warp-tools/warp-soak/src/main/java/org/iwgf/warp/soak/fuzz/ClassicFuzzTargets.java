// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRecord;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.testkit.GameFuzzTargets;
import org.iwgf.warp.testkit.InputFuzz;

/**
 * Warp 6 Classic's input door as {@linkplain InputFuzz fuzz targets}: configurations, states, moves, events,
 * views and game records of Block, Draw and All Fives games of two to four players.
 *
 * @since 0.1.0
 */
public final class ClassicFuzzTargets {
  private ClassicFuzzTargets() {}

  /** The targets, their corpora built from {@code games} games drawn from {@code seed}. */
  public static List<InputFuzz.Target<?>> targets(long seed, int games) {
    List<ClassicConfig> configs = new ArrayList<>();
    Variant[] variants = Variant.values();
    for (int i = 0; i < games; i++) {
      configs.add(ClassicConfig.builder(variants[i % variants.length]).players(2 + i % 3).build());
    }
    return GameFuzzTargets.of("classic", new Door(), 400).withRecords(new Records()).targets(configs, seed);
  }

  private static final class Door implements GameFuzzTargets.Door<ClassicConfig, ClassicState, ClassicMove,
      ClassicEvent, ClassicView> {
    @Override
    public GameRules<ClassicState, ClassicMove, ClassicEvent, ClassicView> rules(ClassicConfig config) {
      return ClassicRules.of(config);
    }

    @Override
    public ClassicConfig configOf(ClassicState state) {
      return state.config();
    }

    @Override
    public String writeConfig(ClassicConfig config) {
      return ClassicJson.writeConfig(config);
    }

    @Override
    public ClassicConfig readConfig(String json) {
      return ClassicJson.readConfig(json);
    }

    @Override
    public String writeState(ClassicState state) {
      return ClassicJson.writeState(state);
    }

    @Override
    public ClassicState readState(String json) {
      return ClassicJson.readState(json);
    }

    @Override
    public String writeMove(ClassicMove move) {
      return ClassicJson.writeMove(move);
    }

    @Override
    public ClassicMove readMove(String json) {
      return ClassicJson.readMove(json);
    }

    @Override
    public String writeEvents(List<ClassicEvent> events) {
      return ClassicJson.writeEvents(events);
    }

    @Override
    public List<ClassicEvent> readEvents(String json) {
      return ClassicJson.readEvents(json);
    }

    @Override
    public String writeView(ClassicView view) {
      return ClassicJson.writeView(view);
    }

    @Override
    public ClassicView readView(String json) {
      return ClassicJson.readView(json);
    }
  }

  private static final class Records implements GameFuzzTargets.Records<ClassicConfig, ClassicState, ClassicMove,
      ClassicRecord> {
    @Override
    public ClassicRecord record(ClassicConfig config, long seed, List<ClassicMove> moves) {
      return new ClassicRecord(config, seed, moves);
    }

    @Override
    public String write(ClassicRecord record) {
      return ClassicJson.writeRecord(record);
    }

    @Override
    public ClassicRecord read(String json) {
      return ClassicJson.readRecord(json);
    }

    @Override
    public ClassicState replay(ClassicRecord record) {
      return record.replay();
    }
  }
}
