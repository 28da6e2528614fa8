// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRecord;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.game.FuzzDoor;
import org.iwgf.warp.core.game.GameDocuments;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.RecordedGame;

/**
 * Warp 6 Classic as an installed game ({@code classic}): the Draw, Block and All Fives games,
 * {@link ClassicJson}'s codec, the schemas of {@link ClassicSchemas} and the codec's six doors. Found through
 * {@link java.util.ServiceLoader}; list it with {@link org.iwgf.warp.core.game.Games}.
 *
 * @since 1.0.0
 */
public final class ClassicGameProvider
    implements GameProvider<ClassicConfig, ClassicState, ClassicMove, ClassicEvent, ClassicView> {

  /** Moves each example is played for when the fuzz doors' seed documents are written. */
  private static final int SEED_MOVES = 40;

  /** For the service loader. */
  public ClassicGameProvider() {}

  @Override
  public String id() {
    return "classic";
  }

  @Override
  public String displayName() {
    return "Warp 6 Classic";
  }

  @Override
  public int order() {
    return 1;
  }

  @Override
  public List<Example<ClassicConfig>> examples() {
    return List.of(
        new Example<>("draw-two-players", ClassicConfig.builder(Variant.DRAW).players(2).build()),
        new Example<>("block-four-players", ClassicConfig.builder(Variant.BLOCK).players(4).build()),
        new Example<>("all-fives-three-players", ClassicConfig.builder(Variant.ALL_FIVES).players(3).build()));
  }

  @Override
  public GameRules<ClassicState, ClassicMove, ClassicEvent, ClassicView> rules(ClassicConfig config) {
    return ClassicRules.of(config);
  }

  @Override
  public ClassicConfig configOf(ClassicState state) {
    return state.config();
  }

  @Override
  public ClassicJsonCodec codec() {
    return ClassicJson.codec();
  }

  @Override
  public RecordedGame<ClassicConfig, ClassicMove> record(ClassicConfig config, long seed, List<ClassicMove> moves) {
    return new ClassicRecord(config, seed, moves);
  }

  @Override
  public Map<String, String> schemas() {
    Map<String, String> out = new LinkedHashMap<>();
    for (String document : ClassicSchemas.DOCUMENTS) {
      out.put(document, ClassicSchemas.text(document));
    }
    return Collections.unmodifiableMap(out);
  }

  @Override
  public List<FuzzDoor> fuzzDoors() {
    return GameDocuments.doors(this, id(), SEED_MOVES);
  }
}
