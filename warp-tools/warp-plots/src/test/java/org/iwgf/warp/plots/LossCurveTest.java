// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class LossCurveTest {
  private static final String HEADER = "# warp train\n"
      + "iteration,epoch,train_loss,heldout_loss,heldout_policy_loss,heldout_value_loss,heldout_agreement\n";

  private static final String FIRST = "{ \"iteration\": 0, \"epoch\": 0, \"train\": 1, \"heldOut\": 1, "
      + "\"heldOutPolicy\": 1, \"heldOutValue\": 0.5, \"heldOutAgreement\": ";

  @TempDir
  Path dir;

  @Test
  void readsTheCsv() throws IOException {
    LossCurve curve = LossCurve.read(DataFiles.write(dir, "loss.csv", DataFiles.LOSS));
    assertEquals("warp train --games 40 --epochs 2 --iterations 2 --csv loss.csv --json train.json (seed 12)",
        curve.command());
    assertEquals(7, curve.points().size());
    assertEquals(new LossPoint(0, 0, 4.912345, 4.92, 4.7, 0.88, 0.03125), curve.points().get(0));
    assertEquals(new LossPoint(2, 6, 1.05, 1.54, 1.45, 0.36, 0.625), curve.points().get(6));
    assertEquals(List.of(new LossCurve.IterationStart(1, 2), new LossCurve.IterationStart(2, 4)),
        curve.iterationStarts());
  }

  @Test
  void readsTheJsonSummary() throws IOException {
    LossCurve curve = LossCurve.read(DataFiles.write(dir, "train.json", DataFiles.LOSS_JSON));
    assertEquals("warp train --games 40 --epochs 2 --iterations 1 --json train.json (seed 12)", curve.command());
    assertEquals(List.of(new LossPoint(0, 0, 4.912345, 4.92, 4.7, 0.88, 0.03125),
        new LossPoint(0, 1, 2.1, 2.3, 2.15, 0.6, 0.4125), new LossPoint(1, 2, 1.5, 1.8, 1.68, 0.48, 0.525)),
        curve.points());
    assertEquals(List.of(new LossCurve.IterationStart(1, 1)), curve.iterationStarts());
  }

  @Test
  void aCurveWithinOneIterationHasNoIterationStart() throws IOException {
    LossCurve curve = LossCurve.read(DataFiles.write(dir, "loss.csv", HEADER + "0,0,1,1,1,0,0\n"));
    assertEquals("warp train", curve.command());
    assertEquals(List.of(), curve.iterationStarts());
  }

  @Test
  void theValuesAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> new LossCurve("", List.of()));
    LossPoint p = new LossPoint(0, 1, 1, 1, 1, 1, 0.5);
    assertThrows(IllegalArgumentException.class, () -> new LossCurve("", List.of(p, p)));
    assertThrows(IllegalArgumentException.class, () -> new LossPoint(0, 0, Double.NaN, 1, 1, 1, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new LossPoint(0, 0, 1, Double.POSITIVE_INFINITY, 1, 1, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new LossPoint(-1, 0, 1, 1, 1, 1, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new LossPoint(0, 0, 1, 1, 1, 1, 1.5));
  }

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of("empty file", "", "the file is empty"),
        Arguments.of("no header", "# warp train\n", "no header line"),
        Arguments.of("missing column", "# warp train\niteration,epoch,train_loss,heldout_loss\n0,0,1,1\n",
            "line 2: the header has no column \"heldout_policy_loss\""),
        Arguments.of("no rows", HEADER, "a header but no rows"),
        Arguments.of("not a number", HEADER + "0,0,1,1,1,NaN,0.5\n",
            "line 3: heldout_value_loss is not a number: \"NaN\""),
        Arguments.of("empty field", HEADER + "0,0,,1,1,1,0.5\n", "line 3: train_loss is empty"),
        Arguments.of("epoch not whole", HEADER + "0,1.5,1,1,1,1,0.5\n",
            "line 3: epoch is not a whole number: \"1.5\""),
        Arguments.of("negative loss", HEADER + "0,0,1,-0.25,1,1,0.5\n", "line 3: heldout_loss is negative: -0.25"),
        Arguments.of("agreement over 1", HEADER + "0,0,1,1,1,1,1.2\n",
            "line 3: heldout_agreement is not a share from 0 to 1: 1.2"),
        Arguments.of("negative epoch", HEADER + "0,-1,1,1,1,1,0.5\n", "line 3: the iteration and epoch cannot be "
            + "negative"),
        Arguments.of("epochs not rising", HEADER + "0,0,1,1,1,1,0.5\n0,2,1,1,1,1,0.5\n0,2,1,1,1,1,0.5\n",
            "line 5: epoch 2 after epoch 2; the epochs rise"),
        Arguments.of("iteration falling", HEADER + "1,0,1,1,1,1,0.5\n0,1,1,1,1,1,0.5\n",
            "line 4: iteration 0 after iteration 1; the iterations never fall"),
        Arguments.of("short row", HEADER + "0,0,1,1\n", "line 3: 4 fields where the header has 7"),
        Arguments.of("json without losses", "{ \"command\": \"warp train\" }", "losses is missing"),
        Arguments.of("json losses empty", "{ \"losses\": [] }", "losses is empty"),
        Arguments.of("json field missing", "{ \"losses\": [ { \"iteration\": 0, \"epoch\": 0 } ] }",
            "losses[0].train is missing"),
        Arguments.of("json not a number", "{ \"losses\": [ " + FIRST + "\"high\" } ] }",
            "losses[0].heldOutAgreement is not a number"),
        Arguments.of("json agreement negative", "{ \"losses\": [ " + FIRST + "-0.1 } ] }",
            "losses[0]: heldOutAgreement is not a share from 0 to 1: -0.1"),
        Arguments.of("json epochs not rising", "{ \"losses\": [ " + FIRST + "0.5 }, " + FIRST + "0.6 } ] }",
            "losses[1]: epoch 0 after epoch 0"),
        Arguments.of("not valid json", "{ \"losses\": [ ", "not valid JSON"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void malformedFilesAreRefusedWithTheirReason(String name, String text, String reason) {
    DataFiles.assertRefused(DataFiles.write(dir, "bad.csv", text), LossCurve::read, reason);
  }
}
