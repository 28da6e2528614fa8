package org.iwgf.warp.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * Builds a mid-round table for a rules test: hands, trails and the top of Uncharted Sectors are written
 * as text ("12-5 5-3"); every coordinate not placed goes to the bottom of Uncharted Sectors or, with
 * {@link #restTo(int)}, into one seat's hand.
 */
final class Position {
  private final WarpConfig config;
  private int round = 1;
  private int spacedock;
  private int toAct;
  private final Map<Integer, List<Coordinate>> hands = new HashMap<>();
  private final Map<Integer, List<Coordinate>> trails = new HashMap<>();
  private List<Coordinate> neutralZone = List.of();
  private List<Coordinate> pileTop = List.of();
  private final Set<Integer> beacons = new LinkedHashSet<>();
  private int restTo = -1;
  private boolean drew;
  private RedAlert alert;
  private List<Integer> scores;
  private List<Integer> wins;

  private Position(WarpConfig config) {
    this.config = config;
    this.spacedock = config.factor().maxPip();
  }

  static Position of(WarpConfig config) {
    return new Position(config);
  }

  static List<Coordinate> tiles(String text) {
    List<Coordinate> out = new ArrayList<>();
    for (String t : text.trim().split("\\s+")) {
      if (!t.isEmpty()) {
        out.add(Coordinate.parse(t));
      }
    }
    return out;
  }

  /** Round {@code round}, with the Spacedock of a points campaign's ladder. */
  Position round(int round) {
    this.round = round;
    this.spacedock = config.factor().maxPip() - (round - 1) % config.factor().campaignLength();
    return this;
  }

  Position toAct(int seat) {
    this.toAct = seat;
    return this;
  }

  Position hand(int seat, String text) {
    hands.put(seat, tiles(text));
    return this;
  }

  Position trail(int seat, String text) {
    trails.put(seat, tiles(text));
    return this;
  }

  Position neutralZone(String text) {
    neutralZone = tiles(text);
    return this;
  }

  Position pile(String text) {
    pileTop = tiles(text);
    return this;
  }

  Position beacon(int... seats) {
    for (int s : seats) {
      beacons.add(s);
    }
    return this;
  }

  Position restTo(int seat) {
    this.restTo = seat;
    return this;
  }

  Position drew() {
    this.drew = true;
    return this;
  }

  Position alert(RedAlert alert) {
    this.alert = alert;
    return this;
  }

  Position scores(Integer... scores) {
    this.scores = List.of(scores);
    return this;
  }

  Position wins(Integer... wins) {
    this.wins = List.of(wins);
    return this;
  }

  WarpState build() {
    int seats = config.captains();
    Set<Coordinate> placed = new LinkedHashSet<>();
    placed.add(Coordinate.of(spacedock, spacedock));
    List<List<Coordinate>> h = new ArrayList<>();
    List<List<Coordinate>> t = new ArrayList<>();
    for (int s = 0; s < seats; s++) {
      h.add(new ArrayList<>(hands.getOrDefault(s, List.of())));
      t.add(trails.getOrDefault(s, List.of()));
      placed.addAll(h.get(s));
      placed.addAll(t.get(s));
    }
    placed.addAll(neutralZone);
    placed.addAll(pileTop);
    List<Coordinate> pile = new ArrayList<>(pileTop);
    for (Coordinate c : config.factor().set().coordinates()) {
      if (!placed.contains(c)) {
        if (restTo >= 0) {
          h.get(restTo).add(c);
        } else {
          pile.add(c);
        }
      }
    }
    Integer[] zeros = new Integer[seats];
    Arrays.fill(zeros, 0);
    return WarpState.restore(new StateSnapshot(config, Phase.PLAYING, round, spacedock, (round - 1) % seats,
        toAct, h, pile, t, neutralZone, List.of(), new ArrayList<>(beacons), Optional.ofNullable(alert), drew, 0,
        scores == null ? List.of(zeros) : scores, wins == null ? List.of(zeros) : wins, List.of(), List.of(),
        List.of(), 7L,
        Map.of()));
  }
}
