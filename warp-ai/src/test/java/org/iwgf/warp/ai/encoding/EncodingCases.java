// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.RuleSpace;

/** Seeded sectors over factors, fleets and every rule on the classpath, and the positions they pass. */
final class EncodingCases {
  /** Plies walked per sector: enough for several rounds of the small fleets, short enough for many cases. */
  static final int PLIES = 400;

  private EncodingCases() {}

  /** Every rule id on the classpath, sorted. */
  static List<String> ruleIds() {
    return PluginRegistry.discover().factories().stream().map(RulePluginFactory::id).sorted().toList();
  }

  /**
   * {@code perRule} sectors with each rule switched on (where the drawn configuration accepts it) and
   * {@code plain} sectors without, fleets of at most 6.
   */
  static List<GameCase> cases(long seed, int perRule, int plain) {
    List<GameCase> out = new ArrayList<>(RuleSpace.standard().withMaxCaptains(6).samples(seed, plain));
    for (String id : ruleIds()) {
      RuleSpace space = RuleSpace.standard().withMaxCaptains(6).withPluginChoice(List.of(PluginConfig.of(id)));
      int found = 0;
      for (GameCase c : space.samples(seed ^ id.hashCode(), 40)) {
        if (found < perRule && c.config().hasPlugin(id)) {
          out.add(c);
          found++;
        }
      }
    }
    return out;
  }

  /** The launched state and the states after each of up to {@link #PLIES} moves chosen by the case's seed. */
  static List<WarpState> positions(WarpRules rules, GameCase c) {
    List<WarpState> out = new ArrayList<>();
    WarpState s = rules.start(c.seed());
    long r = c.seed();
    out.add(s);
    for (int n = 0; n < PLIES && !s.isOver(); n++) {
      List<WarpMove> moves = rules.legalMoves(s);
      if (moves.isEmpty()) {
        break;
      }
      s = rules.apply(s, moves.get(SplitMix64.nextInt(r, moves.size()))).state();
      r = SplitMix64.next(r);
      out.add(s);
    }
    return out;
  }

  /**
   * {@code snap} with the coordinates hidden from {@code seat} (other hands, Uncharted Sectors) dealt again
   * at random, each hand keeping its size; a coordinate a rule lets the seat know stays where it is.
   */
  static StateSnapshot reshuffleHidden(StateSnapshot snap, int seat, SplittableRandom random) {
    Set<Coordinate> known = new HashSet<>();
    for (PluginState p : snap.pluginStates().values()) {
      known.addAll(p.knownTo(seat));
      known.addAll(p.peekedBy(seat));
    }
    List<List<Coordinate>> hands = new ArrayList<>();
    for (List<Coordinate> hand : snap.hands()) {
      hands.add(new ArrayList<>(hand));
    }
    List<Coordinate> uncharted = new ArrayList<>(snap.uncharted());
    List<Coordinate> pool = new ArrayList<>();
    for (int other = 0; other < hands.size(); other++) {
      if (other != seat) {
        collect(hands.get(other), known, pool);
      }
    }
    collect(uncharted, known, pool);
    Collections.shuffle(pool, new Random(random.nextLong()));
    int next = 0;
    for (int other = 0; other < hands.size(); other++) {
      if (other != seat) {
        next = refill(hands.get(other), known, pool, next);
      }
    }
    refill(uncharted, known, pool, next);
    return snap.withHands(hands).withUncharted(uncharted).withRngPosition(random.nextLong());
  }

  private static void collect(List<Coordinate> from, Set<Coordinate> known, List<Coordinate> pool) {
    for (Coordinate c : from) {
      if (!known.contains(c)) {
        pool.add(c);
      }
    }
  }

  private static int refill(List<Coordinate> into, Set<Coordinate> known, List<Coordinate> pool, int next) {
    int at = next;
    for (int i = 0; i < into.size(); i++) {
      if (!known.contains(into.get(i))) {
        into.set(i, pool.get(at++));
      }
    }
    return at;
  }
}
