// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Data files as the arena and the soak write them, for the tests. */
final class DataFiles {
  static final String LIEUTENANT_ENSIGN = """
      # RunArena --entrants lieutenant,ensign --deals 1000 --seed 2026 --threads 1
      entrant,games,win_rate,low95,high95
      "Lieutenant",2000,0.863000,0.848000,0.878000
      "Ensign",2000,0.137000,0.122000,0.152000
      """;

  static final String COMMANDER_LIEUTENANT_JSON = """
      {
        "command" : "RunArena --entrants commander,lieutenant --captains 4 --deals 50 --seed 2026 --threads 1",
        "seed" : 2026,
        "deals" : 50,
        "config" : { "captains" : 4 },
        "standings" : [ {
          "entrant" : "Commander",
          "games" : 200,
          "winRate" : 0.695,
          "low95" : 0.593,
          "high95" : 0.797
        }, {
          "entrant" : "Lieutenant",
          "games" : 200,
          "winRate" : 0.305,
          "low95" : 0.203,
          "high95" : 0.407
        } ]
      }
      """;

  static final String CALIBRATION = """
      # RunArena --calibrate --deals 300 --seed 2026 --threads 2 --csv calibration.csv
      module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note
      none,,POINTS_CAMPAIGN,600,0.898333,0.875000,0.922000,"—",""
      Alpha,module-alpha,POINTS_CAMPAIGN,600,0.884000,0.859000,0.909000,"—",""
      Gamma,module-gamma,POINTS_CAMPAIGN,,,,,"—","not on the classpath"
      Theta,module-theta,POINTS_CAMPAIGN,600,0.907000,0.885000,0.929000,"78.5 %",""
      Kappa,module-kappa,POINTS_CAMPAIGN,600,0.568000,0.529000,0.606000,"35.6 %",""
      Lambda,module-lambda,POINTS_CAMPAIGN,600,0.883000,0.858000,0.909000,"~50–60 % (predicted)",""
      """;

  static final String CALIBRATION_JSON = """
      {
        "command" : "RunArena --calibrate --deals 300 --seed 2026 --threads 2 --json calibration.json",
        "seed" : 2026,
        "deals" : 300,
        "config" : { },
        "rows" : [ {
          "module" : "none", "pluginId" : "", "objective" : "POINTS_CAMPAIGN", "rulebook" : "—", "note" : "",
          "games" : 600, "winRate" : 0.898, "low95" : 0.875, "high95" : 0.922
        }, {
          "module" : "Iota", "pluginId" : "module-iota", "objective" : "POINTS_CAMPAIGN", "rulebook" : "81.4 %",
          "note" : "not on the classpath"
        }, {
          "module" : "Lambda", "pluginId" : "module-lambda", "objective" : "POINTS_CAMPAIGN",
          "rulebook" : "~50–60 % (predicted)", "note" : "",
          "games" : 600, "winRate" : 0.883, "low95" : 0.858, "high95" : 0.909
        } ]
      }
      """;

  static final String SOAK = """
      {
        "command" : "AllCombinationSoak --games 1000 --seed 1 --threads 2 --json soak.json (seed 1)",
        "games" : 1000,
        "played" : 700,
        "rounds" : 1600,
        "blockedRounds" : 720,
        "byModule" : [
          { "group" : "(none)", "games" : 6, "moves" : 300, "rounds" : 16, "blockedRounds" : 6, "blockedRate" : 0.375 },
          { "group" : "module-alpha", "games" : 350, "moves" : 1000, "rounds" : 800, "blockedRounds" : 360,
            "blockedRate" : 0.45 },
          { "group" : "module-epsilon", "games" : 230, "moves" : 800, "rounds" : 350, "blockedRounds" : 110,
            "blockedRate" : 0.3142857 }
        ],
        "byCombination" : [ ]
      }
      """;

  /** A training run's loss curve: the untrained network, two epochs of imitation, two expert iterations. */
  static final String LOSS = """
      # warp train --games 40 --epochs 2 --iterations 2 --csv loss.csv --json train.json (seed 12)
      iteration,epoch,train_loss,heldout_loss,heldout_policy_loss,heldout_value_loss,heldout_agreement
      0,0,4.912345,4.920000,4.700000,0.880000,0.031250
      0,1,2.100000,2.300000,2.150000,0.600000,0.412500
      0,2,1.500000,1.800000,1.680000,0.480000,0.525000
      1,3,1.400000,1.650000,1.540000,0.440000,0.581250
      1,4,1.200000,1.600000,1.500000,0.400000,0.600000
      2,5,1.150000,1.550000,1.460000,0.360000,0.618750
      2,6,1.050000,1.540000,1.450000,0.360000,0.625000
      """;

  /** The same run's JSON summary, the first points only. */
  static final String LOSS_JSON = """
      {
        "command" : "warp train --games 40 --epochs 2 --iterations 1 --json train.json (seed 12)",
        "seed" : 12,
        "expert" : "commander",
        "games" : 40,
        "iterations" : 1,
        "samples" : 5000,
        "heldOutSamples" : 480,
        "name" : "omega",
        "inputs" : 310,
        "actions" : 96,
        "parameters" : 69000,
        "seconds" : 12.5,
        "hidden" : [ 128, 128 ],
        "losses" : [ {
          "iteration" : 0, "epoch" : 0, "train" : 4.912345, "heldOut" : 4.92, "heldOutPolicy" : 4.7,
          "heldOutValue" : 0.88, "heldOutAgreement" : 0.03125
        }, {
          "iteration" : 0, "epoch" : 1, "train" : 2.1, "heldOut" : 2.3, "heldOutPolicy" : 2.15,
          "heldOutValue" : 0.6, "heldOutAgreement" : 0.4125
        }, {
          "iteration" : 1, "epoch" : 2, "train" : 1.5, "heldOut" : 1.8, "heldOutPolicy" : 1.68,
          "heldOutValue" : 0.48, "heldOutAgreement" : 0.525
        } ],
        "versus" : { "opponent" : "Commander", "games" : 400, "winRate" : 0.2, "low95" : 0.16, "high95" : 0.24 }
      }
      """;

  /** A reader of one kind of data file. */
  @FunctionalInterface
  interface Reader {
    Object read(Path file) throws IOException;
  }

  private DataFiles() {}

  /** Asserts that {@code read} refuses {@code file} with a message naming the file and {@code reason}. */
  static void assertRefused(Path file, Reader read, String reason) {
    PlotDataException e = assertThrows(PlotDataException.class, () -> read.read(file));
    assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
    assertTrue(e.getMessage().contains(reason), e.getMessage());
  }

  /** Writes {@code text} as UTF-8 to {@code name} in {@code dir}. */
  static Path write(Path dir, String name, String text) {
    try {
      return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
