// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.FuzzDoor;
import org.iwgf.warp.core.game.GameDocuments;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * Warp multi-trail dominoes as an installed game ({@code warp}): the rules with every optional rule found
 * on the class path, {@link WarpJson}'s codec, the schemas of {@link JsonSchemas#warp} and the codec's six
 * doors. Found through {@link java.util.ServiceLoader}; list it with {@link org.iwgf.warp.core.game.Games}.
 *
 * @since 1.0.0
 */
public final class WarpGameProvider
    implements GameProvider<WarpConfig, WarpState, WarpMove, WarpEvent, SeatView> {

  /** Moves each example is played for when the fuzz doors' seed documents are written. */
  private static final int SEED_MOVES = 60;

  /** For the service loader. */
  public WarpGameProvider() {}

  @Override
  public String id() {
    return "warp";
  }

  @Override
  public String displayName() {
    return "Warp";
  }

  @Override
  public int order() {
    return 0;
  }

  @Override
  public List<Example<WarpConfig>> examples() {
    return List.of(
        new Example<>("warp-12-four-captains", WarpConfig.standard(WarpFactor.WARP_12, 4)),
        new Example<>("warp-9-two-captains", WarpConfig.standard(WarpFactor.WARP_9, 2)),
        new Example<>("warp-15-six-captains", WarpConfig.standard(WarpFactor.WARP_15, 6)));
  }

  @Override
  public GameRules<WarpState, WarpMove, WarpEvent, SeatView> rules(WarpConfig config) {
    return WarpRules.of(config);
  }

  @Override
  public WarpConfig configOf(WarpState state) {
    return state.config();
  }

  @Override
  public WarpJsonCodec codec() {
    return WarpJson.codec();
  }

  @Override
  public RecordedGame<WarpConfig, WarpMove> record(WarpConfig config, long seed, List<WarpMove> moves) {
    return GameRecord.of(config, seed, moves);
  }

  @Override
  public Map<String, String> schemas() {
    Map<String, String> out = new LinkedHashMap<>();
    for (String document : JsonSchemas.WARP_DOCUMENTS) {
      out.put(document, JsonSchemas.warp(document));
    }
    return Collections.unmodifiableMap(out);
  }

  @Override
  public List<FuzzDoor> fuzzDoors() {
    return GameDocuments.doors(this, id(), SEED_MOVES);
  }
}
