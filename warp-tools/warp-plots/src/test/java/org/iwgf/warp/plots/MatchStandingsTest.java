// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class MatchStandingsTest {
  private static final String HEADER = "entrant,games,win_rate,low95,high95\n";

  @TempDir
  Path dir;

  @Test
  void readsTheArenasCsv() throws IOException {
    MatchStandings m = MatchStandings.read(DataFiles.write(dir, "m.csv", DataFiles.LIEUTENANT_ENSIGN));
    assertEquals("RunArena --entrants lieutenant,ensign --deals 1000 --seed 2026 --threads 1", m.command());
    assertEquals(List.of(new Standing("Lieutenant", 2000, 0.863, 0.848, 0.878),
        new Standing("Ensign", 2000, 0.137, 0.122, 0.152)), m.standings());
    assertEquals("Lieutenant", m.leader().entrant());
    assertEquals(0.5, m.evenSplit());
    assertEquals("Lieutenant vs Ensign", m.label());
  }

  @Test
  void readsTheArenasJson() throws IOException {
    MatchStandings m = MatchStandings.read(DataFiles.write(dir, "m.json", DataFiles.COMMANDER_LIEUTENANT_JSON));
    assertEquals(new Standing("Commander", 200, 0.695, 0.593, 0.797), m.leader());
    assertEquals(2, m.standings().size());
    assertEquals(0.5, m.evenSplit(), "four captains, two entrants: still an even half");
    assertEquals("Commander vs Lieutenant, 4 captains", m.label());
  }

  @Test
  void theCommandLineIsOptionalAndColumnsMayComeInAnyOrder() throws IOException {
    MatchStandings m = MatchStandings.read(DataFiles.write(dir, "m.csv", """
        win_rate,entrant,low95,high95,games,extra
        0.5,"A, the first",0.4,0.6,10,x
        0.3,B,0.2,0.4,10,y
        0.2,C,0.1,0.3,10,z
        """));
    assertEquals("", m.command());
    assertEquals("A, the first vs B vs C", m.label());
    assertEquals(1.0 / 3, m.evenSplit(), 1e-12);
  }

  @Test
  void aMissingFileIsAnIoErrorNotADataError() {
    IOException e = assertThrows(IOException.class, () -> MatchStandings.read(dir.resolve("absent.csv")));
    assertTrue(e instanceof NoSuchFileException, e.toString());
  }

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of("empty file", "", "the file is empty"),
        Arguments.of("blank file", " \n\n", "the file is empty"),
        Arguments.of("command only", "# RunArena\n", "no header line"),
        Arguments.of("header only", "# RunArena\n" + HEADER, "a header but no rows"),
        Arguments.of("missing column", "entrant,games,win_rate,low95\n\"A\",10,0.5,0.4\n",
            "no column \"high95\""),
        Arguments.of("column named twice", "entrant,games,win_rate,low95,high95,games\n", "column twice"),
        Arguments.of("not a number", HEADER + "\"A\",10,half,0.4,0.6\n\"B\",10,0.5,0.4,0.6\n",
            "line 2: win_rate is not a number: \"half\""),
        Arguments.of("NaN", HEADER + "\"A\",10,NaN,0.4,0.6\n\"B\",10,0.5,0.4,0.6\n", "win_rate is not a number"),
        Arguments.of("games not whole", HEADER + "\"A\",10.5,0.5,0.4,0.6\n\"B\",10,0.5,0.4,0.6\n",
            "games is not a whole number"),
        Arguments.of("games out of range", HEADER + "\"A\",99999999999,0.5,0.4,0.6\n\"B\",10,0.5,0.4,0.6\n",
            "games is out of range"),
        Arguments.of("no games", HEADER + "\"A\",0,0.5,0.4,0.6\n\"B\",10,0.5,0.4,0.6\n", "at least 1"),
        Arguments.of("empty field", HEADER + "\"A\",10,,0.4,0.6\n\"B\",10,0.5,0.4,0.6\n", "win_rate is empty"),
        Arguments.of("too few fields", HEADER + "\"A\",10,0.5,0.4\n", "line 2: 4 fields where the header has 5"),
        Arguments.of("unclosed quote", HEADER + "\"A,10,0.5,0.4,0.6\n", "line 2: a quote is not closed"),
        Arguments.of("interval misses the rate", HEADER + "\"A\",10,0.7,0.4,0.6\n\"B\",10,0.3,0.2,0.4\n",
            "does not contain the win rate"),
        Arguments.of("rate above one", HEADER + "\"A\",10,1.5,1.4,1.6\n\"B\",10,0.3,0.2,0.4\n",
            "between 0 and 1"),
        Arguments.of("one entrant", HEADER + "\"A\",10,0.5,0.4,0.6\n", "at least two entrants"),
        Arguments.of("entrant twice", HEADER + "\"A\",10,0.5,0.4,0.6\n\"A\",10,0.5,0.4,0.6\n", "named twice"),
        Arguments.of("json syntax", "{ \"standings\": [ }", "not valid JSON"),
        Arguments.of("json trailing content", "{ \"standings\": [] } {}", "not valid JSON"),
        Arguments.of("json duplicate key", "{ \"command\": \"a\", \"command\": \"b\", \"standings\": [] }",
            "not valid JSON"),
        Arguments.of("json no standings", "{ \"command\": \"x\" }", "standings is missing"),
        Arguments.of("json empty standings", "{ \"standings\": [] }", "standings is empty"),
        Arguments.of("json standing not an object", "{ \"standings\": [ 1 ] }", "standings[0] is not an object"),
        Arguments.of("json rate as text", "{ \"standings\": [ { \"entrant\": \"A\", \"games\": 10, \"winRate\": "
            + "\"0.5\", \"low95\": 0.4, \"high95\": 0.6 } ] }", "standings[0].winRate is not a number"),
        Arguments.of("json missing field", "{ \"standings\": [ { \"entrant\": \"A\", \"games\": 10, \"winRate\": "
            + "0.5, \"low95\": 0.4 } ] }", "standings[0].high95 is missing"),
        Arguments.of("json games fractional", "{ \"standings\": [ { \"entrant\": \"A\", \"games\": 1.5, "
            + "\"winRate\": 0.5, \"low95\": 0.4, \"high95\": 0.6 } ] }", "standings[0].games is not a whole"),
        Arguments.of("json games out of range", "{ \"standings\": [ { \"entrant\": \"A\", \"games\": "
            + "99999999999, \"winRate\": 0.5, \"low95\": 0.4, \"high95\": 0.6 } ] }",
            "standings[0].games is out of range"),
        Arguments.of("json interval misses", "{ \"standings\": [ { \"entrant\": \"A\", \"games\": 10, "
            + "\"winRate\": 0.5, \"low95\": 0.55, \"high95\": 0.6 } ] }", "standings[0]: the interval"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void malformedFilesAreRefusedWithTheirReason(String name, String text, String reason) {
    DataFiles.assertRefused(DataFiles.write(dir, "bad.csv", text), MatchStandings::read, reason);
  }

  @Test
  void aFileThatIsNotUtf8IsRefused() throws IOException {
    Path file = dir.resolve("latin1.csv");
    Files.write(file, new byte[] {'e', 'n', 't', (byte) 0xE9, '\n'});
    DataFiles.assertRefused(file, MatchStandings::read, "not UTF-8");
  }

  @Test
  void aByteOrderMarkIsSkipped() throws IOException {
    MatchStandings m = MatchStandings.read(DataFiles.write(dir, "bom.csv", "\uFEFF" + DataFiles.LIEUTENANT_ENSIGN));
    assertEquals("Lieutenant", m.leader().entrant());
  }

  @Test
  void standingsAreCopiedAndChecked() {
    List<Standing> two = new ArrayList<>(List.of(new Standing("A", 1, 1, 0.2, 1),
        new Standing("B", 1, 0, 0, 0.8)));
    MatchStandings m = new MatchStandings("", two);
    two.clear();
    assertEquals(2, m.standings().size());
    assertThrows(UnsupportedOperationException.class, () -> m.standings().clear());
    assertThrows(IllegalArgumentException.class, () -> new Standing(" ", 1, 0.5, 0.4, 0.6));
    assertThrows(IllegalArgumentException.class, () -> new Standing("A", 1, 0.5, 0.4, Double.POSITIVE_INFINITY));
  }
}
