// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iwgf.warp.ai.arena.Standing;

/**
 * What a self-play run has done, as kept in its output folder: the seed, every command line that worked on
 * it, and one row per finished generation. Written whole after each generation — {@value #JSON} first, then
 * {@value #CSV} — each to a new file moved over the old, so a run stopped at any moment leaves the record of
 * its last finished generation, from which it resumes.
 *
 * @param seed the run's seed
 * @param commands the command lines that worked on the run, first to last
 * @param generations the finished generations, generation 0 first
 * @param settings the options every command line of the run must share; empty in a record written before they
 *     were kept, which takes those of the command line that resumes it
 */
record SelfPlayRecord(long seed, List<String> commands, List<Generation> generations, Optional<Settings> settings) {
  /** The record's JSON file in the output folder. */
  static final String JSON = "selfplay.json";
  /** The generation table as CSV in the output folder. */
  static final String CSV = "generations.csv";

  SelfPlayRecord {
    commands = List.copyOf(commands);
    generations = List.copyOf(generations);
  }

  /**
   * What every command line of a run must share, since each generation's games, samples and gate build on the
   * last: a resumed run that changed one would not be the run its record describes.
   *
   * @param tables each table of the mix: its share and its configuration, as compact JSON
   * @param games self-play games per generation
   * @param gate the share of the wins that keeps a candidate
   * @param window the generations whose samples a network learns from
   * @param temperature the self-play temperature
   * @param network the networks' shape and move features, in words
   */
  record Settings(List<String> tables, int games, double gate, int window, double temperature, String network) {
    Settings {
      tables = List.copyOf(tables);
    }

    /** A table of the mix as {@link #tables} holds it. */
    static String table(int share, String configJson) {
      ObjectMapper mapper = new ObjectMapper();
      try {
        return mapper.createObjectNode().put("share", share).set("config", mapper.readTree(configJson)).toString();
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("a configuration always writes as JSON", e);
      }
    }

    /**
     * The first of these settings that {@code now} changes, as the end of a sentence naming its option
     * ("whose --games was 4, not 5"), or empty when {@code now} changes none.
     */
    Optional<String> change(Settings now) {
      if (!tables.equals(now.tables)) {
        return Optional.of("tables (--table, or the table options) were " + describe(tables) + ", not "
            + describe(now.tables));
      }
      if (games != now.games) {
        return Optional.of("--games was " + games + ", not " + now.games);
      }
      if (Double.compare(gate, now.gate) != 0) {
        return Optional.of("--gate was " + gate + ", not " + now.gate);
      }
      if (window != now.window) {
        return Optional.of("--window was " + window + ", not " + now.window);
      }
      if (Double.compare(temperature, now.temperature) != 0) {
        return Optional.of("--temperature was " + temperature + ", not " + now.temperature);
      }
      if (!network.equals(now.network)) {
        return Optional.of("network (--hidden, --features) had " + network + ", not " + now.network);
      }
      return Optional.empty();
    }

    private static String describe(List<String> tables) {
      return tables.size() == 1 ? "one table, " + tables.get(0) : tables.size() + " tables, " + tables;
    }
  }

  /**
   * One finished generation. Generation 0 is the starting network: it plays no games, learns nothing and
   * meets no gate. A measure that was not taken is {@code NaN} (CSV: empty; JSON: null).
   *
   * @param generation its number
   * @param games self-play games played by the network kept before it
   * @param samples decisions of those games with a choice, each a training sample
   * @param trainedOn samples it was trained on (its own and those of the earlier generations of the window)
   * @param lossBefore the loss on those samples before training (the kept network's)
   * @param lossAfter the loss on them after training
   * @param gatedAgainst the kept generation it met at the gate; −1 for none
   * @param gate its standing at the gate
   * @param kept whether it passed the gate and plays on
   * @param versusFirst its standing against generation 0
   * @param versusCommander its standing against the heuristic Commander
   * @param seconds how long the generation took
   */
  record Generation(int generation, int games, int samples, int trainedOn, double lossBefore, double lossAfter,
      int gatedAgainst, Result gate, boolean kept, Result versusFirst, Result versusCommander, double seconds) {}

  /** A win rate and its 95 % Wilson interval over {@code games}; {@code NaN}s and 0 games when not measured. */
  record Result(int games, double winRate, double low, double high) {
    static final Result NONE = new Result(0, Double.NaN, Double.NaN, Double.NaN);

    static Result of(Standing s) {
      return new Result(s.games(), s.winRate(), s.low(), s.high());
    }

    String describe() {
      return games == 0 ? "not measured"
          : String.format(Locale.ROOT, "%.1f %% (95 %% CI %.1f–%.1f %%) of %d games", 100 * winRate, 100 * low,
              100 * high, games);
    }
  }

  /** This record with one more command line, whose settings it keeps if it kept none. */
  SelfPlayRecord withCommand(String command, Settings now) {
    List<String> more = new ArrayList<>(commands);
    more.add(command);
    return new SelfPlayRecord(seed, more, generations, Optional.of(settings.orElse(now)));
  }

  /** This record with {@code g} finished. */
  SelfPlayRecord with(Generation g) {
    List<Generation> more = new ArrayList<>(generations);
    more.add(g);
    return new SelfPlayRecord(seed, commands, more, settings);
  }

  /** The generation that plays on: the last kept. */
  int best() {
    for (int i = generations.size() - 1; i > 0; i--) {
      if (generations.get(i).kept()) {
        return i;
      }
    }
    return 0;
  }

  /** Writes {@value #JSON} and {@value #CSV} into {@code folder}. */
  void write(Path folder) {
    replace(folder.resolve(JSON), json());
    replace(folder.resolve(CSV), csv());
  }

  /**
   * The record in {@code folder}, or empty if it holds none.
   *
   * @throws IllegalArgumentException naming the file, if it is not a self-play record
   * @throws UncheckedIOException if it cannot be read
   */
  static Optional<SelfPlayRecord> read(Path folder) {
    Path file = folder.resolve(JSON);
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    try {
      return Optional.of(parse(new ObjectMapper().readTree(file.toFile())));
    } catch (JsonProcessingException | IllegalStateException e) {
      throw new IllegalArgumentException(file + " is not a self-play record: " + e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + file + ": " + e.getMessage(), e);
    }
  }

  private static SelfPlayRecord parse(JsonNode root) {
    List<String> commands = new ArrayList<>();
    for (JsonNode c : array(root, "commands")) {
      commands.add(c.asText());
    }
    List<Generation> generations = new ArrayList<>();
    for (JsonNode g : array(root, "generations")) {
      int number = whole(g, "generation", generations.size(), generations.size());
      int gatedAgainst = whole(g, "gatedAgainst", -1, Math.max(-1, number - 1));
      generations.add(new Generation(number, whole(g, "games", 0, Integer.MAX_VALUE),
          whole(g, "samples", 0, Integer.MAX_VALUE), whole(g, "trainedOn", 0, Integer.MAX_VALUE),
          measure(g, "lossBefore"), measure(g, "lossAfter"), gatedAgainst, result(g.path("gate")),
          flag(g, "kept"), result(g.path("versusFirst")), result(g.path("versusCommander")), measure(g, "seconds")));
    }
    if (generations.isEmpty() || !root.path("seed").isIntegralNumber()) {
      throw new IllegalStateException("it needs a seed and generation 0");
    }
    return new SelfPlayRecord(root.get("seed").asLong(), commands, generations, settings(root.path("settings")));
  }

  private static Optional<Settings> settings(JsonNode node) {
    if (node.isMissingNode()) {
      return Optional.empty();
    }
    List<String> tables = new ArrayList<>();
    for (JsonNode t : array(node, "tables")) {
      if (!t.isObject()) {
        throw new IllegalStateException("a table of \"settings\" is an object, not " + t);
      }
      tables.add(t.toString());
    }
    JsonNode network = node.path("network");
    if (!network.isTextual()) {
      throw new IllegalStateException("\"network\" is text, not " + network);
    }
    return Optional.of(new Settings(tables, whole(node, "games", 1, Integer.MAX_VALUE), share(node, "gate"),
        whole(node, "window", 1, Integer.MAX_VALUE), share(node, "temperature"), network.asText()));
  }

  private static double share(JsonNode node, String field) {
    JsonNode n = node.path(field);
    if (!n.isNumber() || !Double.isFinite(n.asDouble()) || n.asDouble() < 0) {
      throw new IllegalStateException("\"" + field + "\" is a finite number at least 0, not " + n);
    }
    return n.asDouble();
  }

  private static JsonNode array(JsonNode root, String field) {
    JsonNode a = root.path(field);
    if (!a.isArray()) {
      throw new IllegalStateException("\"" + field + "\" is not a list");
    }
    return a;
  }

  private static int whole(JsonNode node, String field, int low, int high) {
    JsonNode n = node.path(field);
    if (!n.canConvertToInt() || !n.isIntegralNumber() || n.asInt() < low || n.asInt() > high) {
      throw new IllegalStateException("\"" + field + "\" is a whole number from " + low + " to " + high + ", not "
          + n);
    }
    return n.asInt();
  }

  private static boolean flag(JsonNode node, String field) {
    JsonNode n = node.path(field);
    if (!n.isBoolean()) {
      throw new IllegalStateException("\"" + field + "\" is true or false, not " + n);
    }
    return n.asBoolean();
  }

  private static double measure(JsonNode node, String field) {
    JsonNode n = node.path(field);
    if (n.isNull()) {
      return Double.NaN;
    }
    if (!n.isNumber() || !Double.isFinite(n.asDouble())) {
      throw new IllegalStateException("\"" + field + "\" is a number or null, not " + n);
    }
    return n.asDouble();
  }

  private static Result result(JsonNode node) {
    int games = whole(node, "games", 0, Integer.MAX_VALUE);
    return games == 0 ? Result.NONE
        : new Result(games, measure(node, "winRate"), measure(node, "low95"), measure(node, "high95"));
  }

  private String json() {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode().put("seed", seed);
    settings.ifPresent(s -> settings(mapper, root.putObject("settings"), s));
    ArrayNode lines = root.putArray("commands");
    commands.forEach(lines::add);
    ArrayNode rows = root.putArray("generations");
    for (Generation g : generations) {
      ObjectNode row = rows.addObject().put("generation", g.generation()).put("games", g.games())
          .put("samples", g.samples()).put("trainedOn", g.trainedOn());
      measure(row, "lossBefore", g.lossBefore());
      measure(row, "lossAfter", g.lossAfter());
      row.put("gatedAgainst", g.gatedAgainst());
      result(row.putObject("gate"), g.gate());
      row.put("kept", g.kept());
      result(row.putObject("versusFirst"), g.versusFirst());
      result(row.putObject("versusCommander"), g.versusCommander());
      measure(row, "seconds", g.seconds());
    }
    try {
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always writes", e);
    }
  }

  private static void settings(ObjectMapper mapper, ObjectNode node, Settings s) {
    ArrayNode tables = node.putArray("tables");
    for (String t : s.tables()) {
      try {
        tables.add(mapper.readTree(t));
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("a table of the settings is JSON as written", e);
      }
    }
    node.put("games", s.games()).put("gate", s.gate()).put("window", s.window())
        .put("temperature", s.temperature()).put("network", s.network());
  }

  private static void measure(ObjectNode row, String field, double value) {
    if (Double.isNaN(value)) {
      row.putNull(field);
    } else {
      row.put(field, value);
    }
  }

  private static void result(ObjectNode node, Result r) {
    node.put("games", r.games());
    measure(node, "winRate", r.winRate());
    measure(node, "low95", r.low());
    measure(node, "high95", r.high());
  }

  private String csv() {
    StringBuilder b = new StringBuilder();
    commands.forEach(c -> b.append("# ").append(c).append(" (seed ").append(seed).append(")\n"));
    b.append("generation,games,samples,trained_on,loss_before,loss_after,gated_against,gate_games,gate_win_rate,"
        + "gate_low95,gate_high95,kept,vs_generation0_games,vs_generation0_win_rate,vs_generation0_low95,"
        + "vs_generation0_high95,vs_commander_games,vs_commander_win_rate,vs_commander_low95,vs_commander_high95,"
        + "seconds\n");
    for (Generation g : generations) {
      b.append(g.generation()).append(',').append(g.games()).append(',').append(g.samples()).append(',')
          .append(g.trainedOn()).append(',').append(cell(g.lossBefore())).append(',').append(cell(g.lossAfter()))
          .append(',').append(g.gatedAgainst() < 0 ? "" : Integer.toString(g.gatedAgainst())).append(',')
          .append(cells(g.gate())).append(',').append(g.kept()).append(',').append(cells(g.versusFirst()))
          .append(',').append(cells(g.versusCommander())).append(',').append(cell(g.seconds())).append('\n');
    }
    return b.toString();
  }

  private static String cells(Result r) {
    return r.games() + "," + cell(r.winRate()) + "," + cell(r.low()) + "," + cell(r.high());
  }

  private static String cell(double value) {
    return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.6f", value);
  }

  private static void replace(Path file, String text) {
    Path fresh = file.resolveSibling(file.getFileName() + ".new");
    try {
      Files.writeString(fresh, text, StandardCharsets.UTF_8);
      Files.move(fresh, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + file + ": " + e.getMessage(), e);
    }
  }
}
