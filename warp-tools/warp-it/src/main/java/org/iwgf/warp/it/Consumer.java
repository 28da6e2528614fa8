// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.it;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.JsonSchemas;
import org.iwgf.warp.json.WarpJson;

/**
 * Plays a round of Warp 12 with Hot Potato (Module Delta) and Subspace Fracture, writes every state, event
 * list and seat view as JSON and reads it back, replays the game from its JSON record, loads a shipped JSON
 * Schema, and prints one line. Exit status 0 when everything read back equal.
 *
 * @since 0.1.0
 */
public final class Consumer {
  private Consumer() {}

  /** Runs the game; no arguments. */
  public static void main(String[] args) {
    PluginRegistry registry = PluginRegistry.discover();
    WarpConfig config = WarpConfig.builder()
        .factor(WarpFactor.WARP_12)
        .captains(3)
        .captainNames("Armstrong", "Lovell", "Earhart")
        .plugin("module-delta")
        .plugin("subspace-fracture")
        .build();
    WarpRules rules = WarpRules.of(config, registry);
    WarpState s = rules.start(7L);
    long r = 7L;
    int moves = 0;
    int events = 0;
    List<WarpMove> played = new ArrayList<>();
    while (moves < 5_000) {
      List<WarpMove> legal = rules.legalMoves(s);
      if (legal.isEmpty()) {
        break;
      }
      WarpMove m = legal.get(SplitMix64.nextInt(r, legal.size()));
      r = SplitMix64.next(r);
      WarpMove readMove = WarpJson.readMove(WarpJson.writeMove(m));
      Transition<WarpState, WarpEvent> t = rules.apply(s, readMove);
      String eventsJson = WarpJson.writeEvents(t.events());
      if (!WarpJson.readEvents(eventsJson).equals(t.events())) {
        throw new IllegalStateException("events read back differently after move " + moves);
      }
      events += t.events().size();
      played.add(readMove);
      s = t.state();
      SeatView view = rules.view(s, s.toAct());
      if (!WarpJson.readView(WarpJson.writeView(view)).equals(view)) {
        throw new IllegalStateException("a seat's view read back differently after move " + moves);
      }
      String stateJson = WarpJson.writeState(s);
      if (!WarpJson.writeState(WarpJson.readState(stateJson)).equals(stateJson)) {
        throw new IllegalStateException("a state read back differently after move " + moves);
      }
      moves++;
    }
    GameRecord record = WarpJson.readRecord(WarpJson.writeRecord(GameRecord.of(config, 7L, played)));
    if (!record.replay(rules).equals(s)) {
      throw new IllegalStateException("the game record replayed to another state");
    }
    // The shipped schemas load on the module path too, through the JSON module's own class.
    String schema = JsonSchemas.warp("move");
    if (!schema.contains("\"const\": \"chart\"")) {
      throw new IllegalStateException("the move schema does not name the chart move");
    }
    System.out.println("module path: " + registry.factories().size() + " plugins found, " + moves + " moves and "
        + events + " events played and read back as JSON; the move schema loaded");
  }
}
