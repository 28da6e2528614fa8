// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.scenario;

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
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRecord;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeSchemas;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;

/**
 * The Wormhole miniatures battle game as an installed game ({@code wormhole}): the example scenarios on the
 * Sathrican catalog, {@link WormholeJson}'s codec, the schemas of {@link WormholeSchemas}, and as doors the
 * codec's six and the catalog reader ({@code wormhole/catalog}). Found through
 * {@link java.util.ServiceLoader}; list it with {@link org.iwgf.warp.core.game.Games}.
 *
 * @since 1.0.0
 */
public final class WormholeGameProvider
    implements GameProvider<WormholeConfig, WormholeState, WormholeMove, WormholeEvent, WormholeView> {

  /** Decisions each example is played for when the fuzz doors' seed documents are written; they are dear. */
  private static final int SEED_MOVES = 30;

  /** For the service loader. */
  public WormholeGameProvider() {}

  @Override
  public String id() {
    return "wormhole";
  }

  @Override
  public String displayName() {
    return "Wormhole";
  }

  @Override
  public int order() {
    return 3;
  }

  /** A random three-ship-a-side battle first (the example a lobby offers), then the rulebook's scenarios. */
  @Override
  public List<Example<WormholeConfig>> examples() {
    Catalog catalog = CatalogJson.sathrican();
    List<Example<WormholeConfig>> out = new ArrayList<>();
    out.add(new Example<>("random-battle", RandomScenarios.of(catalog, 3)));
    ExampleScenarios.all(catalog, 1).forEach((name, config) -> out.add(new Example<>(name, config)));
    return List.copyOf(out);
  }

  @Override
  public GameRules<WormholeState, WormholeMove, WormholeEvent, WormholeView> rules(WormholeConfig config) {
    return WormholeRules.of(config);
  }

  @Override
  public WormholeConfig configOf(WormholeState state) {
    return state.config();
  }

  @Override
  public WormholeJsonCodec codec() {
    return WormholeJson.codec();
  }

  @Override
  public RecordedGame<WormholeConfig, WormholeMove> record(WormholeConfig config, long seed,
      List<WormholeMove> moves) {
    return new WormholeRecord(config, seed, moves);
  }

  @Override
  public Map<String, String> schemas() {
    Map<String, String> out = new LinkedHashMap<>();
    for (String document : WormholeSchemas.DOCUMENTS) {
      out.put(document, WormholeSchemas.text(document));
    }
    return Collections.unmodifiableMap(out);
  }

  @Override
  public List<FuzzDoor> fuzzDoors() {
    List<FuzzDoor> doors = new ArrayList<>(GameDocuments.doors(this, id(), SEED_MOVES));
    doors.add(new FuzzDoor(id() + "/catalog", List.of(CatalogJson.write(CatalogJson.sathrican())),
        CatalogJson::read));
    // A move menu of each example's opening decision (its deployment, or its first orders).
    WormholeJsonCodec codec = WormholeJson.codec();
    List<String> menus = new ArrayList<>();
    for (Example<WormholeConfig> example : examples()) {
      WormholeRules rules = WormholeRules.of(example.config());
      rules.menu(rules.start(1)).ifPresent(menu -> menus.add(codec.writeMenu(menu)));
    }
    doors.add(new FuzzDoor(id() + "/menu", menus, codec::readMenu));
    return List.copyOf(doors);
  }
}
