// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.jspecify.annotations.Nullable;

/**
 * Builds a mid-round table for a test or an analysis: hands, trails and the top of Uncharted Sectors are
 * written as text ({@code "12-5 5-3"}); every coordinate not placed goes to the bottom of Uncharted
 * Sectors or, with {@link #restTo(int)}, into one seat's hand. {@link #build()} checks the result like
 * any saved state ({@link WarpRules#restoreState}).
 *
 * <pre>{@code
 * WarpState s = TableSetup.of(config).round(2).toAct(0)
 *     .hand(0, "12-12").trail(1, "11-5 5-12").beacon(1).pile("2-3").restTo(3).build();
 * }</pre>
 *
 * @since 0.1.0
 */
public final class TableSetup {
  private final WarpConfig config;
  private final Optional<WarpRules> rules;
  private int round = 1;
  private int spacedock;
  private int toAct;
  private final Map<Integer, List<Coordinate>> hands = new HashMap<>();
  private final Map<Integer, List<Coordinate>> trails = new HashMap<>();
  private List<Coordinate> neutralZone = List.of();
  private List<Coordinate> pileTop = List.of();
  private final Set<Integer> beacons = new LinkedHashSet<>();
  private final Set<Integer> firstTurns = new LinkedHashSet<>();
  private int restTo = -1;
  private boolean drew;
  private @Nullable RedAlert alert;
  private @Nullable List<Integer> scores;
  private @Nullable List<Integer> wins;
  private final Map<String, PluginState> pluginStates = new HashMap<>();

  private TableSetup(WarpConfig config, Optional<WarpRules> rules) {
    this.config = config;
    this.rules = rules;
    this.spacedock = config.factor().maxPip();
  }

  /** An empty round-1 table for {@code config}: every coordinate in Uncharted Sectors, seat 0 at the helm. */
  public static TableSetup of(WarpConfig config) {
    return new TableSetup(config, Optional.empty());
  }

  /** A table for the configuration of {@code rules}, starting with each active plugin's initial state. */
  public static TableSetup of(WarpRules rules) {
    TableSetup t = new TableSetup(rules.config(), Optional.of(rules));
    for (RulePlugin p : rules.plugins()) {
      p.initialState().ifPresent(ps -> t.pluginStates.put(p.id(), ps));
    }
    return t;
  }

  /** The coordinates written in {@code text}, e.g. {@code "12-5 5-3"}. */
  public static List<Coordinate> tiles(String text) {
    List<Coordinate> out = new ArrayList<>();
    for (String t : text.trim().split("\\s+")) {
      if (!t.isEmpty()) {
        out.add(Coordinate.parse(t));
      }
    }
    return out;
  }

  /** Round {@code round}, with the Spacedock of the ladder (wrapping past 0-0); opener per rotation. */
  public TableSetup round(int round) {
    this.round = round;
    this.spacedock = config.factor().maxPip() - (round - 1) % config.factor().campaignLength();
    return this;
  }

  /** The captain at the helm. */
  public TableSetup toAct(int seat) {
    this.toAct = seat;
    return this;
  }

  /** {@code seat}'s hand. */
  public TableSetup hand(int seat, String text) {
    hands.put(seat, tiles(text));
    return this;
  }

  /** {@code seat}'s Warp Trail, from the Spacedock out. */
  public TableSetup trail(int seat, String text) {
    trails.put(seat, tiles(text));
    return this;
  }

  /** The Neutral Zone, from the Spacedock out. */
  public TableSetup neutralZone(String text) {
    neutralZone = tiles(text);
    return this;
  }

  /** The top of Uncharted Sectors, in draw order. */
  public TableSetup pile(String text) {
    pileTop = tiles(text);
    return this;
  }

  /** Seats whose Distress Beacon is up. */
  public TableSetup beacon(int... seats) {
    for (int s : seats) {
      beacons.add(s);
    }
    return this;
  }

  /** Puts every unplaced coordinate in {@code seat}'s hand, leaving Uncharted Sectors as {@link #pile} set it. */
  public TableSetup restTo(int seat) {
    this.restTo = seat;
    return this;
  }

  /**
   * Seats whose first turn of the round has not ended (Section III's opening turn: own Warp Trail or the
   * Neutral Zone only). A table built here is mid-round, so by default no seat's is.
   */
  public TableSetup firstTurnPending(int... seats) {
    for (int s : seats) {
      firstTurns.add(s);
    }
    return this;
  }

  /** The captain at the helm has already drawn this turn. */
  public TableSetup drew() {
    this.drew = true;
    return this;
  }

  /** An unsatisfied double. */
  public TableSetup alert(RedAlert alert) {
    this.alert = alert;
    return this;
  }

  /** Campaign totals per seat. */
  public TableSetup scores(Integer... scores) {
    this.scores = List.of(scores);
    return this;
  }

  /** Round wins per seat. */
  public TableSetup wins(Integer... wins) {
    this.wins = List.of(wins);
    return this;
  }

  /** Sets plugin {@code id}'s state. */
  public TableSetup pluginState(String id, PluginState state) {
    pluginStates.put(id, state);
    return this;
  }

  /**
   * The table as a checked state.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if the placements do not hold together
   */
  public WarpState build() {
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
    List<Integer> totals = scores == null ? List.of(zeros) : scores;
    List<Integer> roundWins = wins == null ? List.of(zeros) : wins;
    StateSnapshot snapshot = new StateSnapshot(config, Phase.PLAYING, round, spacedock,
        (config.firstCaptain() + round - 1) % seats, toAct, h, pile, t, neutralZone, List.of(),
        new ArrayList<>(beacons), Optional.ofNullable(alert), drew, Optional.of(List.copyOf(firstTurns)), 0, totals, roundWins, List.of(), List.of(),
        history(totals, roundWins), 7L, Map.copyOf(pluginStates));
    return restore(snapshot);
  }

  /**
   * Restores {@code snapshot} — typically this table's snapshot with a few values changed — checked by the
   * table's rules (those on the classpath for a table made from a configuration alone).
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if the snapshot does not hold together
   */
  public WarpState restore(StateSnapshot snapshot) {
    return rules.isPresent() ? rules.get().restore(snapshot) : WarpRules.restoreState(snapshot);
  }

  /**
   * A round history that fits the table: one result per finished round (the first carrying the campaign
   * totals), and in a Go-out sector a won round per round win, the other rounds blocked.
   */
  private List<RoundResult> history(List<Integer> totals, List<Integer> roundWins) {
    List<Integer> winners = new ArrayList<>();
    for (int seat = 0; seat < roundWins.size(); seat++) {
      for (int w = 0; w < roundWins.get(seat); w++) {
        winners.add(seat);
      }
    }
    int ladder = config.factor().campaignLength();
    int results = Math.max(round - 1, winners.size());
    List<Integer> none = totals.stream().map(x -> 0).toList();
    List<RoundResult> out = new ArrayList<>();
    for (int i = 0; i < results; i++) {
      int r = Math.min(i + 1, round);
      OptionalInt winner = i < winners.size() ? OptionalInt.of(winners.get(i)) : OptionalInt.empty();
      List<Integer> shown = i == 0 ? totals : none;
      out.add(new RoundResult(r, config.factor().maxPip() - (r - 1) % ladder, winner, winner.isEmpty(), shown,
          none, shown));
    }
    return out;
  }
}
