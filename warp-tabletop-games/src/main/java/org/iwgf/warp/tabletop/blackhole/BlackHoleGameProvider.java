// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.game.FuzzDoor;
import org.iwgf.warp.core.game.GameDocuments;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.RecordedGame;

/**
 * The dice race around the black hole as an installed game: id {@code blackhole} (the name tables and
 * schemas use), also called {@code dice-race} (the name its fuzz doors carry). Its doors are the codec's six
 * and the readers of a board ({@code dice-race/spiral}) and of a secret setup's face menu
 * ({@code dice-race/menu}), from which clients build their moves. Found through
 * {@link java.util.ServiceLoader}; list it with {@link org.iwgf.warp.core.game.Games}.
 *
 * @since 1.0.0
 */
public final class BlackHoleGameProvider
    implements GameProvider<BlackHoleConfig, BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView> {

  /** Moves each example is played for when the fuzz doors' seed documents are written. */
  private static final int SEED_MOVES = 60;

  /** For the service loader. */
  public BlackHoleGameProvider() {}

  @Override
  public String id() {
    return "blackhole";
  }

  @Override
  public List<String> aliases() {
    return List.of("dice-race");
  }

  @Override
  public String displayName() {
    return "Black Hole";
  }

  @Override
  public int order() {
    return 2;
  }

  @Override
  public List<Example<BlackHoleConfig>> examples() {
    return List.of(
        new Example<>("two-players", BlackHoleConfig.standard(2)),
        new Example<>("three-players-secret-setup", BlackHoleConfig.standard(3).withSecretSetup()),
        new Example<>("two-players-sectored-board", BlackHoleConfig.standard(2).on(Spiral.sectored(3))));
  }

  @Override
  public GameRules<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView> rules(BlackHoleConfig config) {
    return BlackHoleRules.of(config);
  }

  @Override
  public BlackHoleConfig configOf(BlackHoleState state) {
    return state.config();
  }

  @Override
  public BlackHoleJsonCodec codec() {
    return BlackHoleJson.codec();
  }

  @Override
  public RecordedGame<BlackHoleConfig, BlackHoleMove> record(BlackHoleConfig config, long seed,
      List<BlackHoleMove> moves) {
    return new BlackHoleRecord(config, seed, moves);
  }

  @Override
  public Map<String, String> schemas() {
    Map<String, String> out = new LinkedHashMap<>();
    for (String document : BlackHoleSchemas.DOCUMENTS) {
      out.put(document, BlackHoleSchemas.text(document));
    }
    return Collections.unmodifiableMap(out);
  }

  @Override
  public List<FuzzDoor> fuzzDoors() {
    String name = aliases().get(0);
    List<FuzzDoor> doors = new ArrayList<>(GameDocuments.doors(this, name, SEED_MOVES));
    BlackHoleJsonCodec codec = codec();
    List<String> spirals = new ArrayList<>();
    List<String> menus = new ArrayList<>();
    for (Example<BlackHoleConfig> example : examples()) {
      BlackHoleConfig config = example.config();
      spirals.add(codec.writeSpiral(config.spiral()));
      BlackHoleRules rules = BlackHoleRules.of(config);
      rules.faceMenu(rules.start(1)).ifPresent(menu -> menus.add(codec.writeFaceMenu(menu)));
    }
    doors.add(new FuzzDoor(name + "/spiral", spirals, codec::readSpiral));
    doors.add(new FuzzDoor(name + "/menu", menus, codec::readFaceMenu));
    return List.copyOf(doors);
  }
}
