// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;

/** A match split into its deals, played apart and ranked together, is the match; and its data files. */
class ArenaDealsTest {
  private static final WarpConfig SHORT = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2)
      .campaignRounds(3).build();
  private static final Arena ARENA = Arena.of(SHORT, List.of(Entrant.parse("lieutenant", Lookahead.standard()),
      Entrant.parse("ensign", Lookahead.standard())));

  @Test
  void dealsPlayedOneByOneInAnyOrderRankAsTheWholeMatch() {
    List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
    Collections.reverse(order);
    double[][] shares = new double[10][];
    for (int d : order) {
      shares[d] = ARENA.dealShares(9, d);
    }
    assertEquals(ARENA.play(10, 9, 2), ARENA.standings(List.of(shares)));
    assertEquals(1.0, shares[3][0] + shares[3][1], 1e-12, "a deal's shares add up to one win");
  }

  @Test
  void aJournalsDealsAreNotPlayedAgainAndTheRestAreKeptThere() {
    Map<Integer, double[]> kept = new ConcurrentHashMap<>();
    // Deals the journal holds are taken as they are, so a share no game could give proves none was replayed.
    kept.put(2, new double[] {0.25, 0.75});
    DealJournal journal = journal(kept, (deal, shares) ->
        assertTrue(kept.putIfAbsent(deal, shares) == null, "deal " + deal + " recorded twice"));
    List<Standing> resumed = ARENA.play(6, 9, 2, Arena.Progress.NONE, journal);
    assertEquals(6, kept.size());
    assertEquals(0.25, kept.get(2)[0]);
    double[][] shares = new double[6][];
    for (int d = 0; d < 6; d++) {
      shares[d] = d == 2 ? new double[] {0.25, 0.75} : ARENA.dealShares(9, d);
      assertArrayEquals(shares[d], kept.get(d), "deal " + d);
    }
    assertEquals(ARENA.standings(List.of(shares)), resumed);
    kept.put(2, ARENA.dealShares(9, 2));
    DealJournal honest = journal(kept, (deal, unused) -> {
      throw new AssertionError("deal " + deal + " was played again");
    });
    assertEquals(ARENA.play(6, 9, 1), ARENA.play(6, 9, 1, Arena.Progress.NONE, honest),
        "a journal of the match's own deals gives the unbroken match's standings");
  }

  /** A journal holding {@code kept}, handing each deal played to {@code record}. */
  private static DealJournal journal(Map<Integer, double[]> kept, BiConsumer<Integer, double[]> record) {
    return new DealJournal() {
      @Override
      public Optional<double[]> played(int deal) {
        return Optional.ofNullable(kept.get(deal));
      }

      @Override
      public void record(int deal, double[] shares) {
        record.accept(deal, shares);
      }
    };
  }

  @Test
  void standingsNeedDealsWithOneSharePerEntrant() {
    assertThrows(IllegalArgumentException.class, () -> ARENA.standings(List.of()));
    assertThrows(IllegalArgumentException.class, () -> ARENA.standings(List.of(new double[] {1, 0, 0})));
    assertThrows(IllegalArgumentException.class, () -> ARENA.dealShares(9, -1));
  }

  @Test
  void theCalibrationsMatchesAreWhatItPlays() {
    List<Calibration.Match> matches = Calibration.matches(SHORT);
    assertEquals(Calibration.ROWS.size(), matches.size());
    List<Calibration.Result> run = Calibration.run(SHORT, 2, 4, 2, Arena.Progress.NONE);
    for (int i = 0; i < matches.size(); i++) {
      Calibration.Match m = matches.get(i);
      List<Standing> standings = m.arena().map(a -> a.play(2, 4, 1)).orElse(List.of());
      assertEquals(run.get(i), m.result(standings));
    }
    assertTrue(matches.get(0).arena().isPresent(), "the row without a Module is always played");
  }

  @Test
  void standingsAndCalibrationRowsAsCsvAndJsonNameTheCommand() throws Exception {
    List<Standing> standings = ARENA.play(4, 2, 1);
    String csv = Standing.csv("warp arena (seed 2)", standings);
    assertTrue(csv.startsWith("# warp arena (seed 2)\nentrant,games,win_rate,low95,high95,plays\n\"Lieutenant\",8,"),
        csv);
    assertTrue(csv.contains(",\"Lieutenant\"\n"), csv);
    JsonNode json = new ObjectMapper().readTree(Standing.json("warp arena (seed 2)", 2, 4, SHORT, standings));
    assertEquals(2, json.get("seed").asLong());
    assertEquals(4, json.get("deals").asInt());
    assertEquals(2, json.get("config").get("captains").asInt());
    assertEquals(standings.get(1).winRate(), json.get("standings").get(1).get("winRate").asDouble());
    assertEquals(standings.get(1).plays(), json.get("standings").get(1).get("plays").asText());

    List<Calibration.Result> rows = List.of(new Calibration.Result(Calibration.ROWS.get(8),
        Optional.of(standings.get(0)), ""), new Calibration.Result(Calibration.ROWS.get(1), Optional.empty(),
        "not on the classpath"));
    String table = Calibration.csv("cmd", rows);
    assertEquals("# cmd\nmodule,plugin_id,objective,games,win_rate,low95,high95,rulebook,note\n", table.substring(0,
        table.indexOf("Theta")));
    assertTrue(table.endsWith("Alpha,module-alpha,POINTS_CAMPAIGN,,,,,\"—\",\"not on the classpath\"\n"), table);
    JsonNode calibration = new ObjectMapper().readTree(Calibration.json("cmd", 2, 4, SHORT, rows));
    assertEquals(8, calibration.get("rows").get(0).get("games").asInt());
    assertTrue(calibration.get("rows").get(1).get("games") == null);
  }
}
