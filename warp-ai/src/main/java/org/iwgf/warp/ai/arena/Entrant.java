// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.captain.GreedyCaptain;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.ismcts.IsMcts;
import org.iwgf.warp.ai.ismcts.IsMctsCaptain;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.OmegaCommander;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.ai.omega.Teacher;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * A captain entered in the arena under a name: how an arena, a calibration or a simulation seats a player and
 * how its reports name it. The captain draws its randomness from the seeded generator the arena hands each
 * seat, so an entrant plays the same way every time a match is replayed from its seed. {@link #parse} reads
 * the entrant ids of the command line ({@link #NAMES}).
 *
 * @param name how reports name it
 * @param captain the captain it seats
 * @since 0.1.0
 */
public record Entrant(String name, Captain captain) {
  /** The names {@link #parse} understands. */
  public static final String NAMES = "ensign, lieutenant, commander (Ω where its weights cover the table, the "
      + "heuristic Commander elsewhere), heuristic-commander (or commander-heuristic), omega (the neural "
      + "Commander where its weights cover the table), omega+ (its PUCT search there; omega+:N searches N "
      + "iterations a decision, omega+:N:depth=D:share=S also sets how leaves are judged), commander+lookahead "
      + "(or any commission +lookahead; +lookahead:N samples N worlds a decision), ismcts (information-set MCTS; "
      + "ismcts:N searches N iterations a decision), greedy, random";

  /** The most worlds a {@code +lookahead:N} entrant samples per decision. */
  public static final int MAX_LOOKAHEAD_WORLDS = 1_024;

  private static final String OMEGA_PLUS_FORM = "Ω+ is omega+ or omega+:N, N iterations a decision, then "
      + "optionally :depth=D (moves played on from a leaf) and :share=S (the value head's share of a leaf, 0 to 1)";

  /** The most iterations an {@code omega+:N} entrant searches per decision. */
  public static final int MAX_OMEGA_PLUS_ITERATIONS = 4_096;

  /** The most iterations an {@code ismcts:N} entrant searches per decision. */
  public static final int MAX_ISMCTS_ITERATIONS = 8_192;

  private static final String ISMCTS_FORM = "IS-MCTS is ismcts or ismcts:N, searching 1 to "
      + MAX_ISMCTS_ITERATIONS + " iterations a decision";

  public Entrant {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(captain, "captain");
  }

  /**
   * What this entrant plays at tables of {@code config}, as a match's standings name it. An entrant that plays
   * Ω where it has weights for the table ({@code commander}, {@code omega}, {@code omega+}, or any entrant of
   * an {@link OmegaCommander}) names them, as {@code Ω (weights warp12-official-v5)} or {@code Ω+ (weights
   * warp12-official-v5)}; where it has none it plays the heuristic Commander, and says so with the table, as
   * {@code heuristic Commander: no Ω weights for Warp 12 × 3 captains, points campaign, Sections I-V}. Any
   * other entrant plays what its name says, and this is its name.
   */
  public String plays(WarpConfig config) {
    Objects.requireNonNull(config, "config");
    if (!playsOmega()) {
      return name;
    }
    String policy = captain instanceof WhereCovered ? "Ω+" : "Ω";
    return model(config).map(m -> policy + " (weights " + m.network().name() + ")")
        .orElseGet(() -> "heuristic Commander: " + noWeightsFor(config));
  }

  /**
   * The line to print when this entrant plays Ω where it has weights but has none for {@code config}'s table,
   * so plays the heuristic Commander there ({@link #plays}): for example {@code Omega plays the heuristic
   * Commander: no Ω weights for Warp 12 × 3 captains, points campaign, Sections I-V}. Empty when the entrant
   * plays what it is named for.
   */
  public Optional<String> fallbackNotice(WarpConfig config) {
    Objects.requireNonNull(config, "config");
    return playsOmega() && model(config).isEmpty()
        ? Optional.of(name + " plays the heuristic Commander: " + noWeightsFor(config))
        : Optional.empty();
  }

  /** The {@linkplain #fallbackNotice fallback notices} of {@code entrants} at {@code config}, in their order. */
  public static List<String> fallbackNotices(WarpConfig config, List<Entrant> entrants) {
    return entrants.stream().flatMap(e -> e.fallbackNotice(config).stream()).toList();
  }

  /** Whether this entrant plays Ω where it has weights for the table (and the heuristic Commander elsewhere). */
  private boolean playsOmega() {
    return captain instanceof OmegaCommander || captain instanceof WhereCovered
        || captain instanceof Officer officer && officer.playsOmega();
  }

  /** The Ω model this entrant plays at {@code config}; empty if none covers it or the entrant never plays Ω. */
  private Optional<OmegaModel> model(WarpConfig config) {
    if (captain instanceof OmegaCommander omega) {
      return omega.model(config);
    }
    if (captain instanceof Officer officer) {
      return officer.model(config);
    }
    if (captain instanceof WhereCovered search) {
      return search.covering(config).map(Covered::model);
    }
    return Optional.empty();
  }

  /**
   * Why Ω does not play {@code config}: the four things a model must match ({@link OmegaModel#covers}), the
   * optional rules with their options, as they are compared.
   */
  private static String noWeightsFor(WarpConfig config) {
    List<String> rules = new ArrayList<>();
    for (PluginConfig p : config.plugins()) {
      rules.add(p.options().isEmpty() ? p.id() : p.id() + new TreeMap<>(p.options()).entrySet().stream()
          .map(o -> o.getKey() + "=" + o.getValue()).collect(Collectors.joining(" ", " (", ")")));
    }
    return String.format(Locale.ROOT, "no Ω weights for Warp %d × %d captains, %s, %s", config.factor().maxPip(),
        config.captains(), config.objective().name().toLowerCase(Locale.ROOT).replace('_', ' '),
        rules.isEmpty() ? "Sections I-V" : "rules " + String.join(", ", rules));
  }

  /**
   * An officer entrant, named as the officer prints: by its commission ("Commander" for the Commander that is
   * Ω where weights cover the table, "Heuristic Commander" for {@link Officer#heuristicCommander()}), and
   * "+Lookahead" when it searches.
   */
  public static Entrant of(Officer officer) {
    return new Entrant(officer.toString(), officer);
  }

  /**
   * The officer that holds {@code commission}'s seat in the arena, the calibrations and the simulations:
   * {@link Officer#of(Commission)}, named by its commission. The Commander is Ω, as Section VII says, and plays
   * as the heuristic stack at every table the shipped weights do not cover, which {@link #fallbackNotice}
   * reports (docs/omega.md has what they cover and how they measure).
   */
  public static Entrant officer(Commission commission) {
    return of(Officer.of(commission));
  }

  /**
   * The entrant {@code text} names (see {@link #NAMES}, case ignored); Lookahead entrants use
   * {@code lookahead}. {@code commander} is the Commander {@link #officer} seats; {@code heuristic-commander}
   * (also read as {@code commander-heuristic}, its name before 1.0) the heuristic Commander
   * ({@link Officer#heuristicCommander()}), named "Heuristic Commander"; {@code omega} the neural Commander
   * ({@link OmegaCommander}), which plays as the heuristic Commander at tables its weights do not cover;
   * {@code omega+} Ω+ extended thinking ({@link OmegaPlus}, its default iteration budget without a clock) at
   * those tables and the heuristic Commander elsewhere, {@code omega+:512} the same with 512 iterations a
   * decision (1 to {@link #MAX_OMEGA_PLUS_ITERATIONS}), named so, and {@code omega+:512:depth=8:share=0.5}
   * also playing on 8 moves from each leaf (0 to {@link OmegaPlus#MAX_ROLLOUT_DEPTH}) and giving the value
   * head half of a leaf's value (0 to 1; {@link OmegaPlus#withRolloutDepth}, {@link OmegaPlus#withValueShare}),
   * either option alone or both in that order — how a researcher tunes the search from the command line; and
   * {@code commander+lookahead} the heuristic stack searching ahead; {@code commander+lookahead:32} searches
   * 32 worlds a decision (1 to {@link #MAX_LOOKAHEAD_WORLDS}) with {@code lookahead}'s depth and candidates,
   * and is named so, so that two budgets can meet in one arena; {@code ismcts} the information-set search
   * ({@link IsMctsCaptain}) at {@value IsMcts#DEFAULT_ITERATIONS} iterations a decision without a clock, and
   * {@code ismcts:N} at N (1 to {@link #MAX_ISMCTS_ITERATIONS}), named so.
   *
   * @throws IllegalArgumentException if {@code text} names no entrant
   */
  public static Entrant parse(String text, Lookahead lookahead) {
    return parse(text, lookahead, OmegaModel.shipped());
  }

  /**
   * As {@link #parse(String, Lookahead)}, but {@code omega} and {@code omega+} play {@code models} (the first
   * that covers each table) instead of the shipped ones — how a researcher seats weights of their own. The
   * {@code commander} seat stays the {@linkplain #officer shipped one}.
   *
   * @throws IllegalArgumentException if {@code text} names no entrant
   */
  public static Entrant parse(String text, Lookahead lookahead, List<OmegaModel> models) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("greedy")) {
      return new Entrant("Greedy", GreedyCaptain.create());
    }
    if (t.equals("random")) {
      return new Entrant("Random", RandomCaptain.create());
    }
    if (t.equals("commander")) {
      return officer(Commission.COMMANDER);
    }
    if (t.equals("heuristic-commander") || t.equals("commander-heuristic")) {
      return of(Officer.heuristicCommander());
    }
    if (t.equals("omega")) {
      return new Entrant("Omega", OmegaCommander.of(List.copyOf(models)));
    }
    if (t.equals("omega+") || t.startsWith("omega+:")) {
      return omegaPlus(text, t, models);
    }
    if (t.equals("ismcts") || t.startsWith("ismcts:")) {
      int iterations = ismctsIterations(text);
      return new Entrant(t.equals("ismcts") ? "IS-MCTS" : "IS-MCTS:" + iterations, IsMctsCaptain.of(iterations));
    }
    int budget = t.lastIndexOf("+lookahead:");
    if (budget > 0) {
      int worlds = budget(text, t.substring(budget + "+lookahead:".length()), 1, MAX_LOOKAHEAD_WORLDS, "worlds",
          "a Lookahead samples 1 to " + MAX_LOOKAHEAD_WORLDS + " worlds a decision");
      Entrant searching;
      try {
        searching = parse(t.substring(0, budget) + "+lookahead",
            Lookahead.of(worlds, lookahead.depth(), lookahead.candidates()), models);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("No entrant is called \"" + text + "\"; choose from " + NAMES + ".", e);
      }
      return new Entrant(searching.name() + ":" + worlds, searching.captain());
    }
    boolean search = t.endsWith("+lookahead");
    String title = search ? t.substring(0, t.length() - "+lookahead".length()) : t;
    for (Commission c : Commission.values()) {
      if (c.title().toLowerCase(Locale.ROOT).equals(title)) {
        Officer o = Officer.of(c);
        return of(search ? o.withLookahead(lookahead) : o);
      }
    }
    throw new IllegalArgumentException("No entrant is called \"" + text + "\"; choose from " + NAMES + ".");
  }

  /**
   * The Ω+ entrant {@code t} ({@code text} lower-cased) names: {@code omega+}, or {@code omega+:N} with
   * optionally {@code :depth=D} and {@code :share=S}, in that order.
   */
  private static Entrant omegaPlus(String text, String t, List<OmegaModel> models) {
    String[] parts = t.split(":", -1);
    if (parts.length > 4) {
      throw new IllegalArgumentException("\"" + text + "\" has too many parts; " + OMEGA_PLUS_FORM + ".");
    }
    int iterations = parts.length == 1 ? OmegaPlus.DEFAULT_ITERATIONS
        : budget(text, parts[1], 1, MAX_OMEGA_PLUS_ITERATIONS, "iterations",
            "Ω+ searches 1 to " + MAX_OMEGA_PLUS_ITERATIONS + " iterations a decision");
    int depth = OmegaPlus.DEFAULT_ROLLOUT_DEPTH;
    double share = OmegaPlus.DEFAULT_VALUE_SHARE;
    StringBuilder name = new StringBuilder(parts.length == 1 ? "Omega+" : "Omega+:" + iterations);
    int next = 2;
    if (next < parts.length && parts[next].startsWith("depth=")) {
      String digits = parts[next++].substring("depth=".length());
      depth = budget(text, digits, 0, OmegaPlus.MAX_ROLLOUT_DEPTH, "moves played on from a leaf",
          "Ω+ plays on 0 to " + OmegaPlus.MAX_ROLLOUT_DEPTH + " moves from a leaf");
      name.append(":depth=").append(depth);
    }
    if (next < parts.length && parts[next].startsWith("share=")) {
      String value = parts[next++].substring("share=".length());
      share = share(text, value);
      name.append(":share=").append(value);
    }
    if (next < parts.length) {
      throw new IllegalArgumentException("\"" + text + "\" has \"" + parts[next] + "\" where it should not; "
          + OMEGA_PLUS_FORM + ".");
    }
    // The whole iteration budget and no clock: an arena's result depends on its seed alone.
    List<Covered> searches = new ArrayList<>();
    for (OmegaModel model : models) {
      Network network = model.network();
      searches.add(new Covered(model, OmegaPlus.of(network, CommanderFeatures.readBy(network))
          .withIterations(iterations).withRolloutDepth(depth).withValueShare(share).withoutTimeLimit()));
    }
    return new Entrant(name.toString(), new WhereCovered(List.copyOf(searches), Officer.heuristicCommander()));
  }

  /**
   * The iterations a decision of the information-set search entrant {@code text} names: {@code ismcts} (the
   * default, {@value IsMcts#DEFAULT_ITERATIONS}) or {@code ismcts:N}, N from 1 to
   * {@link #MAX_ISMCTS_ITERATIONS}; case ignored. How every game's command line reads the entrant.
   *
   * @throws IllegalArgumentException if {@code text} is not of that form
   */
  public static int ismctsIterations(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("ismcts")) {
      return IsMcts.DEFAULT_ITERATIONS;
    }
    if (!t.startsWith("ismcts:")) {
      throw new IllegalArgumentException("\"" + text + "\" is not an IS-MCTS entrant; " + ISMCTS_FORM + ".");
    }
    return budget(text, t.substring("ismcts:".length()), 1, MAX_ISMCTS_ITERATIONS, "iterations",
        ISMCTS_FORM);
  }

  /** The value head's share {@code value} of entrant {@code text}: a decimal from 0 to 1, at most 6 characters. */
  private static double share(String text, String value) {
    if (!value.matches("(0|1)(\\.[0-9]{1,4})?") || Double.parseDouble(value) > 1) {
      throw new IllegalArgumentException("\"" + text + "\" asks for a value share of \"" + value
          + "\"; the value head's share of a leaf is a decimal from 0 to 1, such as 0.25.");
    }
    return Double.parseDouble(value);
  }

  /**
   * The budget {@code digits} of entrant {@code text}: {@code min} to {@code max} {@code unit}, as {@code rule}
   * says.
   */
  private static int budget(String text, String digits, int min, int max, String unit, String rule) {
    if (digits.isEmpty() || digits.length() > 4 || !digits.chars().allMatch(ch -> ch >= '0' && ch <= '9')
        || Integer.parseInt(digits) < min || Integer.parseInt(digits) > max) {
      throw new IllegalArgumentException("\"" + text + "\" asks for " + (digits.isEmpty() ? "no" : "\"" + digits
          + "\"") + " " + unit + "; " + rule + ".");
    }
    return Integer.parseInt(digits);
  }

  /** A captain that plays at the tables a model covers. */
  record Covered(OmegaModel model, Captain captain) {}

  /**
   * A captain that plays, at each table, the captain of the first model covering it, and hands other tables to a
   * fallback; a teacher where that captain teaches (Ω+'s visit shares), one-hot elsewhere.
   */
  record WhereCovered(List<Covered> covered, Captain fallback) implements Teacher {
    @Override
    public WarpMove teach(SeatView view, Intel intel, RandomGenerator random, float[] shares) {
      return Teacher.preference(at(view), view, intel, random, shares);
    }

    @Override
    public WarpMove choose(SeatView view, RandomGenerator random) {
      return choose(view, Intel.none(), random);
    }

    @Override
    public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
      return at(view).choose(view, intel, random);
    }

    private Captain at(SeatView view) {
      return covering(view.config()).map(Covered::captain).orElse(fallback);
    }

    /** The first model and captain covering {@code config}; empty where the fallback plays. */
    Optional<Covered> covering(WarpConfig config) {
      return covered.stream().filter(c -> c.model().covers(config)).findFirst();
    }

    @Override
    public boolean usesIntel() {
      return fallback.usesIntel() || covered.stream().anyMatch(c -> c.captain().usesIntel());
    }

    @Override
    public String toString() {
      return "Omega+";
    }
  }
}
