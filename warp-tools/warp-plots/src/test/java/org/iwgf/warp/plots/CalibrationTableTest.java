// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CalibrationTableTest {
  private static final String HEADER = "module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note\n";

  @TempDir
  Path dir;

  @Test
  void readsTheCalibrationCsv() throws IOException {
    CalibrationTable t = CalibrationTable.read(DataFiles.write(dir, "c.csv", DataFiles.CALIBRATION));
    assertEquals("RunArena --calibrate --deals 300 --seed 2026 --threads 2 --csv calibration.csv", t.command());
    assertEquals(List.of("none", "Alpha", "Gamma", "Theta", "Kappa", "Lambda"),
        t.rows().stream().map(CalibrationRow::module).toList());
    CalibrationRow none = t.rows().get(0);
    assertEquals("", none.pluginId());
    assertEquals(Optional.of(new Standing("Commander", 600, 0.898333, 0.875, 0.922)), none.commander());
    assertEquals(new RulebookFigure.NoFigure("—"), none.rulebook());
    CalibrationRow gamma = t.rows().get(2);
    assertEquals(Optional.empty(), gamma.commander());
    assertEquals("not on the classpath", gamma.note());
    assertEquals(0.785, ((RulebookFigure.Point) t.rows().get(3).rulebook()).share(), 1e-12);
    RulebookFigure.Range lambda = assertInstanceOf(RulebookFigure.Range.class, t.rows().get(5).rulebook());
    assertEquals(0.5, lambda.low(), 1e-12);
    assertEquals(5, t.played().size());
  }

  @Test
  void readsTheCalibrationJson() throws IOException {
    CalibrationTable t = CalibrationTable.read(DataFiles.write(dir, "c.json", DataFiles.CALIBRATION_JSON));
    assertEquals(3, t.rows().size());
    assertEquals(Optional.empty(), t.rows().get(1).commander());
    assertEquals(0.814, ((RulebookFigure.Point) t.rows().get(1).rulebook()).share(), 1e-12);
    assertEquals(0.883, t.rows().get(2).commander().orElseThrow().winRate(), 1e-12);
    assertEquals("module-lambda", t.rows().get(2).pluginId());
  }

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of("empty file", "", "the file is empty"),
        Arguments.of("missing rulebook column", "module,plugin_id,objective,games,win_rate,low95,high95,note\n"
            + "none,,POINTS,10,0.5,0.4,0.6,\"\"\n", "no column \"rulebook\""),
        Arguments.of("not a number", HEADER + "none,,POINTS,10,0.5,low,0.6,\"—\",\"\"\n",
            "line 2: low95 is not a number"),
        Arguments.of("rulebook not a figure", HEADER + "none,,POINTS,10,0.5,0.4,0.6,\"about 80\",\"\"\n",
            "line 2: \"about 80\" is not a rulebook figure"),
        Arguments.of("rulebook above 100 %", HEADER + "none,,POINTS,10,0.5,0.4,0.6,\"180 %\",\"\"\n",
            "between 0 and 100 %"),
        Arguments.of("rate without games", HEADER + "none,,POINTS,,0.5,0.4,0.6,\"—\",\"\"\n",
            "a win rate without games"),
        Arguments.of("no module name", HEADER + ",,POINTS,10,0.5,0.4,0.6,\"—\",\"\"\n", "no Module name"),
        Arguments.of("json rows missing", "{ \"command\": \"c\" }", "rows is missing"),
        Arguments.of("json rulebook not a figure", "{ \"rows\": [ { \"module\": \"A\", \"rulebook\": \"9 lives\" "
            + "} ] }", "rows[0]: \"9 lives\" is not a rulebook figure"),
        Arguments.of("json module not text", "{ \"rows\": [ { \"module\": 3 } ] }", "rows[0].module is not text"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void malformedFilesAreRefusedWithTheirReason(String name, String text, String reason) {
    DataFiles.assertRefused(DataFiles.write(dir, "bad.csv", text), CalibrationTable::read, reason);
  }
}
