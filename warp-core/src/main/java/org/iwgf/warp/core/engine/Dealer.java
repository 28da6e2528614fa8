// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.plugin.RulePlugin;

/**
 * Mission setup (Section II): the Spacedock is set aside, everything else is scrambled with the state's
 * own random numbers, hands are dealt by the profile table and the rest becomes Uncharted Sectors.
 */
final class Dealer {
  private final RuleBook book;

  Dealer(RuleBook book) {
    this.book = book;
  }

  void deal(Draft d, int round, int spacedockPip, int starter, boolean redeal) {
    WarpConfig config = d.next.frame.config;
    int size = config.factor().set().size();
    int dock = Coordinate.indexOf(spacedockPip, spacedockPip);
    int[] tiles = new int[size - 1];
    for (int i = 0, k = 0; i < size; i++) {
      if (i != dock) {
        tiles[k++] = i;
      }
    }
    d.frame().rng = SplitMix64.shuffle(tiles, d.next.frame.rng);
    int handSize = config.handSize();
    // One array a hand, allocated one by one: a two-dimensional "new" of sizes known only at run time is a
    // call into the VM's runtime.
    long[][] hands = new long[d.next.frame.seats][];
    for (int seat = 0; seat < d.next.frame.seats; seat++) {
      hands[seat] = new long[d.next.frame.words];
      for (int k = 0; k < handSize; k++) {
        int tile = tiles[seat * handSize + k];
        hands[seat][tile >>> 6] |= 1L << tile;
      }
    }
    d.replaceHands(hands);
    d.frame().pile = Arrays.copyOfRange(tiles, d.next.frame.seats * handSize, tiles.length);
    d.pileTop(0);
    d.clearTable(spacedockPip);
    d.phase(Phase.PLAYING);
    d.frame().round = round;
    d.frame().spacedock = spacedockPip;
    d.frame().roundStarter = starter;
    d.frame().firstTurns = (1 << d.next.frame.seats) - 1;
    d.toAct(starter);
    d.next.beacons = 0;
    d.next.alert = null;
    d.drew(false);
    d.passStreak(0);
    if (d.recording) {
      d.emit(new WarpEvent.RoundStarted(round, Coordinate.of(spacedockPip, spacedockPip), starter, handSize,
          d.next.frame.pile.length, redeal));
      EngineState dealt = d.build();
      for (int seat = 0; seat < d.next.frame.seats; seat++) {
        List<Coordinate> hand = dealt.hand(seat);
        d.emit(new WarpEvent.HandDealt(seat, hand.size(), Optional.of(hand)));
      }
    }
    for (RulePlugin p : book.roundSetup) {
      p.onRoundSetup(new DraftEditor(d, book));
    }
  }
}
