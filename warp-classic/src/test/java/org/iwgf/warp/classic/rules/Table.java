// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * Sets up a position by hand for rule tests: hands, line and boneyard as text; the tiles named nowhere go
 * to the end of the boneyard, or to one seat's hand with {@link #rest(int)}.
 */
final class Table {
  private final ClassicConfig config;
  private final List<List<Coordinate>> hands = new ArrayList<>();
  private List<Placement> line = List.of();
  private List<Coordinate> boneyard = List.of();
  private int restTo = -1;
  private int toAct;
  private int leader;
  private Optional<Coordinate> requiredLead = Optional.empty();
  private int[] scores;
  private int handNumber = 2;

  private Table(ClassicConfig config) {
    this.config = config;
    for (int s = 0; s < config.players(); s++) {
      hands.add(new ArrayList<>());
    }
    this.scores = new int[config.sides()];
  }

  static Table of(ClassicConfig config) {
    return new Table(config);
  }

  /** Tiles written "6-6 5-4". */
  static List<Coordinate> tiles(String text) {
    if (text.isBlank()) {
      return List.of();
    }
    return Arrays.stream(text.trim().split("\\s+")).map(Coordinate::parse).toList();
  }

  Table hand(int seat, String tiles) {
    hands.set(seat, new ArrayList<>(tiles(tiles)));
    return this;
  }

  /** Placements written "5-5 5-0:right 5-6:left", the first being the lead. */
  Table line(String text) {
    List<Placement> out = new ArrayList<>();
    for (String part : text.trim().split("\\s+")) {
      String[] bits = part.split(":");
      out.add(new Placement(Coordinate.parse(bits[0]),
          bits.length == 1 ? End.LEFT : End.valueOf(bits[1].toUpperCase(Locale.ROOT))));
    }
    line = out;
    return this;
  }

  Table boneyard(String tiles) {
    boneyard = tiles(tiles);
    return this;
  }

  Table rest(int seat) {
    restTo = seat;
    return this;
  }

  Table toAct(int seat) {
    toAct = seat;
    return this;
  }

  Table leader(int seat) {
    leader = seat;
    return this;
  }

  Table firstHandLead(String tile) {
    requiredLead = Optional.of(Coordinate.parse(tile));
    handNumber = 1;
    return this;
  }

  Table scores(int... scores) {
    this.scores = scores.clone();
    return this;
  }

  ClassicState build() {
    boolean[] used = new boolean[ClassicConfig.SET.size()];
    hands.forEach(h -> h.forEach(c -> used[c.index()] = true));
    line.forEach(p -> used[p.tile().index()] = true);
    boneyard.forEach(c -> used[c.index()] = true);
    List<List<Coordinate>> allHands = new ArrayList<>();
    hands.forEach(h -> allHands.add(new ArrayList<>(h)));
    List<Coordinate> bones = new ArrayList<>(boneyard);
    for (int i = 0; i < used.length; i++) {
      if (!used[i]) {
        (restTo >= 0 ? allHands.get(restTo) : bones).add(Coordinate.ofIndex(i));
      }
    }
    List<Integer> s = new ArrayList<>();
    for (int v : scores) {
      s.add(v);
    }
    return ClassicState.restore(new ClassicSnapshot(config, handNumber, allHands, bones,
        Line.of(config.variant().countsFives(), line), OptionalInt.of(toAct), leader, requiredLead, s, 42L));
  }
}
