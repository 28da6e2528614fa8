// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;

/** Shuffles and deals a hand and settles who leads it. */
final class Dealer {
  /** Deals thrown in for want of a double before the heaviest tile leads anyway; keeps every deal finite. */
  static final int MAX_REDEALS = 100;
  private static final int TILES = ClassicConfig.SET.size();
  private static final int MAX_PLAYERS = 4;
  private static final int MAX_HAND = TILES / 2;
  private static final List<?>[] HAND_SIZES = new List<?>[(MAX_PLAYERS + 1) * (MAX_HAND + 1)];

  static {
    for (int players = 0; players <= MAX_PLAYERS; players++) {
      for (int size = 0; size <= MAX_HAND; size++) {
        HAND_SIZES[players * (MAX_HAND + 1) + size] = List.copyOf(Collections.nCopies(players, size));
      }
    }
  }

  private Dealer() {}

  /**
   * Deals hand {@code handNumber} from the stream at {@code deck}. {@code leader} is the seat that leads,
   * or −1 for the first hand, whose lead follows {@link FirstLead}. The dealt state and its event go to
   * {@code events}.
   */
  static ClassicState deal(ClassicConfig config, int handNumber, int leader, int[] scores, long deck,
      List<ClassicEvent> events) {
    int players = config.players();
    int size = config.handSize();
    int redeals = 0;
    long position = deck;
    while (true) {
      int[] tiles = new int[TILES];
      for (int i = 0; i < TILES; i++) {
        tiles[i] = i;
      }
      position = SplitMix64.shuffle(tiles, position);
      long[] hands = new long[players];
      for (int seat = 0; seat < players; seat++) {
        for (int k = 0; k < size; k++) {
          hands[seat] |= 1L << tiles[seat * size + k];
        }
      }
      int[] boneyard = Arrays.copyOfRange(tiles, players * size, TILES);
      int lead = leader;
      int required = -1;
      if (leader < 0) {
        required = highestDouble(hands);
        if (required < 0 && config.firstLead() == FirstLead.RESHUFFLE && redeals < MAX_REDEALS) {
          redeals++;
          continue;
        }
        if (required < 0) {
          required = heaviestTile(hands);
        }
        lead = holder(hands, required);
      }
      // Every seat holds the tiles dealt to it, size of them, all different.
      events.add(new ClassicEvent.Dealt(handNumber, lead,
          required < 0 ? Optional.empty() : Optional.of(Coordinate.ofIndex(required)),
          handSizes(players, size), redeals));
      return new ClassicState(config, handNumber, hands, boneyard, Line.empty(config.variant().countsFives()),
          lead, lead, required, scores, position);
    }
  }

  /** {@code players} hand sizes of {@code size}, one list made once for each table. */
  @SuppressWarnings("unchecked") // every element was made as a List<Integer> below
  private static List<Integer> handSizes(int players, int size) {
    return (List<Integer>) HAND_SIZES[players * (MAX_HAND + 1) + size];
  }

  private static int highestDouble(long[] hands) {
    long dealt = 0;
    for (long h : hands) {
      dealt |= h;
    }
    for (int pip = ClassicConfig.SET.maxPip(); pip >= 0; pip--) {
      int tile = Coordinate.indexOf(pip, pip);
      if ((dealt & (1L << tile)) != 0) {
        return tile;
      }
    }
    return -1;
  }

  /** Most pips, then the higher end: a total order, since two tiles with equal pips and high end are equal. */
  private static int heaviestTile(long[] hands) {
    int best = -1;
    for (long h : hands) {
      for (long b = h; b != 0; b &= b - 1) {
        int t = Long.numberOfTrailingZeros(b);
        if (best < 0 || heavier(t, best)) {
          best = t;
        }
      }
    }
    return best;
  }

  private static boolean heavier(int a, int b) {
    Coordinate x = Coordinate.ofIndex(a);
    Coordinate y = Coordinate.ofIndex(b);
    return x.pips() != y.pips() ? x.pips() > y.pips() : x.high() > y.high();
  }

  private static int holder(long[] hands, int tile) {
    for (int seat = 0; seat < hands.length; seat++) {
      if ((hands[seat] & (1L << tile)) != 0) {
        return seat;
      }
    }
    throw new IllegalStateException("tile " + tile + " was not dealt");
  }
}
