// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;

/**
 * Where each feature of the information-state vector lies for one configuration: its {@link #size()} and
 * its named {@link Segment}s, in order, without gaps. Every seat-indexed block is relative to the
 * observing seat: entry {@code k} describes seat {@code (seat + k) mod captains}, so entry 0 is the
 * observer. Formulas per segment are in {@code docs/encoding.md}; {@link #describe()} prints the table.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class ObservationLayout {
  /**
   * Plugin ids with a fixed flag in segment {@code modules}, in flag order; any other configured plugin
   * sets the last flag ("other"). The list is part of the format: new ids are only ever appended.
   */
  public static final List<String> KNOWN_PLUGINS = List.of(
      "module-alpha", "module-beta", "module-gamma", "module-delta", "module-epsilon", "module-zeta",
      "module-eta", "module-theta", "module-iota", "module-kappa", "module-lambda", "subspace-fracture",
      "double-blank", "own-trail-first", "starter-plays-two", "beacon-clears-on-any-play", "manual-shields",
      "pass-red-alert", "all-stop", "neutral-zone-after-all-trails", "drop-to-impulse");

  /** Scalar slots per configured plugin in its {@code plugin[id].values} segment. */
  public static final int PLUGIN_VALUES = 24;

  /** A score {@code s} is written as {@code s / (|s| + SCORE_HALF)}: 100 points encode as 0.5. */
  public static final float SCORE_HALF = 100f;

  /**
   * One named run of the vector.
   *
   * @param name stable name, e.g. {@code "trail[+1].open-end"}
   * @param offset first index
   * @param length number of entries
   * @param meaning what the entries say, with their range
   */
  public record Segment(String name, int offset, int length, String meaning) {}

  private final WarpConfig config;
  private final List<Segment> segments;
  private final int size;
  // Offsets the encoder writes at; named after their segments.
  final int factor;
  final int fleet;
  final int objective;
  final int hand;
  final int trailCoordinates;
  final int neutralZone;
  final int spacedock;
  final int openEnds;
  final int started;
  final int beacons;
  final int neutralZoneEnd;
  final int handCounts;
  final int uncharted;
  final int phase;
  final int alertFlags;
  final int alertPip;
  final int alertRoute;
  final int alertCharter;
  final int alertResponsible;
  final int round;
  final int scores;
  final int roundWins;
  final int toAct;
  final int drew;
  final int modules;
  final int plugins;

  private ObservationLayout(WarpConfig config) {
    this.config = config;
    int n = config.captains();
    int c = config.factor().set().size();
    int pips = config.factor().maxPip() + 1;
    Segments s = new Segments();
    factor = s.add("config.factor", WarpFactor.values().length, "one-hot factor: Warp 9, 12, 15, 18");
    fleet = s.add("config.captains", 1, "captains / 18, in (0, 1]");
    objective = s.add("config.objective", Objective.values().length, "one-hot: points campaign, go out");
    hand = s.add("hand", c, "1 where the observer holds the coordinate of that index, else 0");
    trailCoordinates = s.add("trail[+k].coordinates", n * c,
        "per relative seat k, one block of " + c + ": 1 where the coordinate lies on that seat's trail or its branches");
    neutralZone = s.add("neutral-zone.coordinates", c, "1 where the coordinate lies in the Neutral Zone or its branches");
    spacedock = s.add("spacedock", pips, "one-hot pip of this round's Spacedock double");
    openEnds = s.add("trail[+k].open-end", n * pips, "per relative seat k, one-hot pip of the trail's open end");
    started = s.add("trail[+k].started", n, "1 if the trail holds at least one coordinate");
    beacons = s.add("trail[+k].beacon", n, "1 while that seat's Distress Beacon is up");
    neutralZoneEnd = s.add("neutral-zone.open-end", pips + 1,
        "one-hot pip of the Neutral Zone's open end, then 1 if it holds a coordinate");
    handCounts = s.add("hand-counts", n, "per relative seat, coordinates held / deal size (may exceed 1 after draws)");
    uncharted = s.add("uncharted", 1, "coordinates in Uncharted Sectors / set size, in [0, 1]");
    phase = s.add("phase", Phase.values().length, "one-hot: playing, overtime vote, over");
    alertFlags = s.add("alert.flags", 4,
        "Red Alert standing; red (passed on) rather than yellow; Subspace Fracture (3 stabilizers); placed / required");
    alertPip = s.add("alert.pip", pips, "one-hot pip of the unsatisfied double");
    alertRoute = s.add("alert.route", n + 1, "one-hot route of the double: relative seat's trail k, then the Neutral Zone");
    alertCharter = s.add("alert.charter", n, "one-hot relative seat that charted the double");
    alertResponsible = s.add("alert.responsible", n, "one-hot relative seat that must answer it");
    round = s.add("round", 1, "min(round, H) / H with H the round horizon (see docs)");
    scores = s.add("scores", n, "per relative seat, campaign score s as s / (|s| + 100)");
    roundWins = s.add("round-wins", n, "per relative seat, min(wins, H) / H");
    toAct = s.add("to-act", n, "one-hot relative seat at the helm (entry 0: the observer)");
    drew = s.add("drew-this-turn", 1, "1 if the captain at the helm has drawn this turn");
    modules = s.add("modules", KNOWN_PLUGINS.size() + 1, "1 per known plugin id switched on, then 1 if any other is");
    plugins = s.next;
    for (PluginConfig p : config.plugins()) {
      String id = p.id();
      s.add("plugin[" + id + "].present", 1, "1 if the view holds a state of this plugin");
      s.add("plugin[" + id + "].coordinates", c, "1 where a coordinate appears in the plugin's visible state");
      s.add("plugin[" + id + "].values", PLUGIN_VALUES, "the state's other values, flattened (see docs), in [-1, 1]");
    }
    this.segments = List.copyOf(s.list);
    this.size = s.next;
  }

  /** The layout for sectors played under {@code config}. */
  public static ObservationLayout of(WarpConfig config) {
    return new ObservationLayout(config);
  }

  /** The configuration this layout is for. */
  public WarpConfig config() {
    return config;
  }

  /** Number of floats in one observation. */
  public int size() {
    return size;
  }

  /** Every segment, in vector order; together they cover {@code 0 … size()−1} exactly once. */
  public List<Segment> segments() {
    return segments;
  }

  /** The segment named {@code name}, if this layout has it. */
  public Optional<Segment> segment(String name) {
    return segments.stream().filter(s -> s.name().equals(name)).findFirst();
  }

  /** Entries per plugin block: presence flag, coordinate plane, values. */
  int pluginBlock() {
    return 1 + config.factor().set().size() + PLUGIN_VALUES;
  }

  /**
   * The round horizon {@code H} that {@code round} and {@code round-wins} are scaled by: the campaign's
   * rounds (points), the fixed rounds or the first-to target (go out), 1 for sudden death.
   */
  public int roundHorizon() {
    if (config.objective() == Objective.POINTS_CAMPAIGN) {
      return config.campaignRounds();
    }
    GoOutStructure g = config.goOut();
    return switch (g.kind()) {
      case FIXED_ROUNDS -> g.rounds();
      case FIRST_TO -> g.target();
      case SUDDEN_DEATH -> 1;
    };
  }

  /** A text table of the segments (offset, length, name, meaning), one line each, with the total size. */
  public String describe() {
    StringBuilder b = new StringBuilder();
    b.append(String.format("%-6s %-6s %-40s %s%n", "offset", "length", "segment", "meaning"));
    for (Segment s : segments) {
      b.append(String.format("%-6d %-6d %-40s %s%n", s.offset(), s.length(), s.name(), s.meaning()));
    }
    b.append("size ").append(size).append(" (").append(config.factor().displayName()).append(" × ")
        .append(config.captains()).append(")\n");
    return b.toString();
  }

  @Override
  public String toString() {
    return "ObservationLayout[" + config.factor().displayName() + " × " + config.captains() + ", size " + size + "]";
  }

  /** Hands out consecutive offsets while recording the segments. */
  private static final class Segments {
    private final List<Segment> list = new ArrayList<>();
    private int next;

    int add(String name, int length, String meaning) {
      int offset = next;
      list.add(new Segment(name, offset, length, meaning));
      next += length;
      return offset;
    }
  }
}
