// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.golden;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.PropertyRunner;
import org.junit.jupiter.api.Test;

/**
 * A perft-style regression table: fixed games, played by always taking legal move number
 * {@code (ply × 7) mod count}, must offer exactly the recorded numbers of legal moves along the way. Any
 * change to what is legal, to the deal or to how rounds and sectors end shows up here. See
 * docs/golden-table.md; rewrite the table on purpose with {@code -Dwarp.golden.update=true}.
 */
class LegalMoveCountsGoldenTest {
  static final String RESOURCE = "/golden/legal-move-counts.txt";
  static final Path SOURCE = Path.of("src", "test", "resources", "golden", "legal-move-counts.txt");
  static final String UPDATE_PROPERTY = "warp.golden.update";
  static final int STRIDE = 7;
  static final int FIRST_PLIES = 40;

  static final List<GameCase> GAMES = List.of(
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).campaignRounds(2).build(), 1L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).build(), 2L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(4).objective(Objective.GO_OUT).build(),
          3L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(8).largeFleetHandSize(11)
          .campaignRounds(1).doubleBlankScore(25).build(), 4L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(7).objective(Objective.GO_OUT)
          .goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.OFFERED)).firstCaptain(3).build(), 5L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_15).captains(6).objective(Objective.GO_OUT)
          .goOut(GoOutStructure.firstTo(2)).build(), 6L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_15).captains(12).campaignRounds(2)
          .doubleBlankScore(0).build(), 7L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_18).captains(3).objective(Objective.GO_OUT)
          .goOut(GoOutStructure.fixedRounds(3, GoOutStructure.Overtime.FORCED)).build(), 8L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_18).captains(18).campaignRounds(1).build(), 9L),
      new GameCase(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(5).firstCaptain(4).build(), 10L));

  @Test
  void legalMoveCountsMatchTheCommittedTable() throws IOException {
    String actual = table();
    if (Boolean.getBoolean(UPDATE_PROPERTY)) {
      Files.createDirectories(SOURCE.getParent());
      Files.writeString(SOURCE, actual, StandardCharsets.UTF_8);
      return;
    }
    String expected;
    try (InputStream in = LegalMoveCountsGoldenTest.class.getResourceAsStream(RESOURCE)) {
      assertNotNull(in, RESOURCE + " is missing; create it with -D" + UPDATE_PROPERTY + "=true");
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String[] want = expected.split("\n", -1);
    String[] got = actual.split("\n", -1);
    for (int i = 0; i < Math.max(want.length, got.length); i++) {
      String w = i < want.length ? want[i] : "<end of table>";
      String g = i < got.length ? got[i] : "<end of table>";
      if (!w.equals(g)) {
        fail("legal-move counts differ from " + RESOURCE + " at line " + (i + 1) + ":\n  table:  " + w
            + "\n  engine: " + g + "\nIf the rules changed on purpose, regenerate the table with -D"
            + UPDATE_PROPERTY + "=true and review the diff (docs/golden-table.md).");
      }
    }
  }

  /** The whole table as text. */
  static String table() {
    PropertyRunner runner = PropertyRunner.of(List.of()).withChooser(MoveChooser.stride(STRIDE));
    StringBuilder b = new StringBuilder();
    b.append("# Warp legal-move counts (perft-style golden table); see docs/golden-table.md.\n");
    b.append("# Move at ply k: legal move number (k * ").append(STRIDE).append(") mod count.\n");
    b.append("# Regenerate on purpose: ./mvnw -B -ntp verify -pl warp-tools/warp-testkit -am -Dsurefire.failIfNoSpecifiedTests=false -Dtest=LegalMoveCountsGoldenTest")
        .append(" -D").append(UPDATE_PROPERTY).append("=true\n");
    for (GameCase game : GAMES) {
      PlayedGame record = runner.play(game);
      List<Integer> counts = record.legalMoveCounts();
      b.append('\n').append("game ").append(game).append('\n');
      b.append("  total plies ").append(record.plies()).append(" sum ").append(sum(counts)).append(" hash ")
          .append(hash(counts)).append(" over ").append(record.finished()).append('\n');
      Map<Integer, List<Integer>> perRound = new TreeMap<>();
      for (int ply = 0; ply < counts.size(); ply++) {
        perRound.computeIfAbsent(record.roundIndexes().get(ply), k -> new ArrayList<>()).add(counts.get(ply));
      }
      perRound.forEach((finished, c) -> b.append("  after ").append(finished).append(" finished rounds: plies ")
          .append(c.size()).append(" sum ").append(sum(c)).append(" hash ").append(hash(c)).append('\n'));
      b.append("  first ").append(FIRST_PLIES).append(" plies");
      counts.stream().limit(FIRST_PLIES).forEach(c -> b.append(' ').append(c));
      b.append('\n');
    }
    return b.toString();
  }

  private static long sum(List<Integer> counts) {
    long s = 0;
    for (int c : counts) {
      s += c;
    }
    return s;
  }

  /** FNV-1a over the counts in order: any change in any count, or in their order, changes it. */
  private static String hash(List<Integer> counts) {
    long h = 0xcbf29ce484222325L;
    for (int c : counts) {
      h ^= c;
      h *= 0x100000001b3L;
    }
    return String.format("%016x", h);
  }
}
