// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The entrants, deals and result files of a match, read from a command line. */
class OptionSetsTest {
  @Test
  void defaultsToTheCommanderAgainstTheEnsignOver100DealsFromSeed1() {
    Probe p = Probe.parse();
    assertEquals(List.of("commander", "ensign"), p.entrants.names());
    assertEquals(8, p.entrants.samples());
    assertEquals(12, p.entrants.depth());
    assertEquals(100, p.deals.deals());
    assertEquals(1, p.deals.seed());
  }

  @Test
  void readsTheEntrantsAndTheirBudgetAndBuildsTheField() {
    Probe p = Probe.parse("--entrants", "omega+:32,commander+lookahead,random", "--samples", "4", "--depth", "6",
        "--deals", "7", "--seed", "9");
    assertEquals(List.of("omega+:32", "commander+lookahead", "random"), p.entrants.names());
    assertEquals(7, p.deals.deals());
    assertEquals(9, p.deals.seed());
    List<Entrant> field = p.entrants.field(OmegaModel.shipped());
    assertEquals(List.of("Omega+:32", "Commander+Lookahead", "Random"), field.stream().map(Entrant::name).toList());
    assertEquals(field.stream().map(Entrant::name).toList(), EntrantOptions.field(p.entrants.names(), 4, 6,
        OmegaModel.shipped()).stream().map(Entrant::name).toList());
    assertThrows(IllegalArgumentException.class, () -> Probe.parse("--entrants", "admiral").entrants.field(List.of()));
  }

  @Test
  void countsAreAtLeastOne() {
    for (String option : List.of("--deals", "--samples", "--depth")) {
      CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class,
          () -> Probe.parse(option, "0"));
      assertTrue(e.getMessage().contains("at least 1"), e.getMessage());
    }
    assertEquals(5_000_000_000L, new PositiveLong().convert("5000000000"));
    assertEquals(Integer.MAX_VALUE, new PositiveInt().convert(String.valueOf(Integer.MAX_VALUE)));
    for (String value : List.of("0", "-3", "2.5", "many", "", "3000000000")) {
      assertThrows(CommandLine.TypeConversionException.class, () -> new PositiveInt().convert(value), value);
    }
    assertThrows(CommandLine.TypeConversionException.class, () -> new PositiveLong().convert("0"));
    assertThrows(CommandLine.TypeConversionException.class, () -> new PositiveLong().convert("9223372036854775808"));
  }

  @Test
  void writesOnlyTheFilesAskedFor(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("m.csv");
    Probe.parse("--csv", csv.toString()).files.write(() -> "a,b\n", () -> {
      throw new AssertionError("no JSON file was asked for");
    });
    assertEquals("a,b\n", Files.readString(csv));
    assertFalse(Files.exists(dir.resolve("m.json")));
    UncheckedIOException e = assertThrows(UncheckedIOException.class,
        () -> Probe.parse("--json", dir.resolve("no/such/dir.json").toString()).files.write(() -> "", () -> "{}"));
    assertTrue(e.getMessage().startsWith("could not write "), e.getMessage());
  }
}
