// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.testkit.GameCase;

/**
 * The soak's rule space: every subset of the installed Modules × both objectives (a Module unavailable
 * for an objective is left out of that objective's subsets) × Subspace Fracture off and each scope × a
 * few house-rule selections × every factor × small and large fleets. Cells are numbered, so a run can walk
 * them all or a spread-out sample, and each game is drawn from (cell, seed) alone.
 *
 * @since 0.1.0
 */
public final class SoakSpace {
  /** Subspace Fracture off, then each of its scopes. */
  static final List<Optional<String>> FRACTURE =
      List.of(Optional.empty(), Optional.of("OWN_TRAIL"), Optional.of("ALL_CAPTAINS"), Optional.of("ALL_DOUBLES"));
  /** The house-rule selections combined with every Module subset: none, each family of the rulebook. */
  static final List<List<String>> HOUSE_RULES = List.of(
      List.of(),
      List.of("drop-to-impulse", "all-stop"),
      List.of("pass-red-alert", "manual-shields"),
      List.of("starter-plays-two", "own-trail-first"),
      List.of("neutral-zone-after-all-trails", "beacon-clears-on-any-play"));
  private static final String FRACTURE_ID = "subspace-fracture";
  private static final int FLEET_TRIES = 12;

  private final PluginRegistry registry;
  private final List<String> moduleIds;
  private final List<List<String>> pointsSubsets;
  private final List<List<String>> goOutSubsets;
  private final List<Optional<String>> fractures;
  private final List<List<String>> houseRules;
  private final int maxCampaignRounds;
  private final Set<String> required;

  private SoakSpace(PluginRegistry registry, int maxCampaignRounds, Set<String> required) {
    this.registry = registry;
    this.maxCampaignRounds = maxCampaignRounds;
    this.required = Set.copyOf(required);
    this.fractures = FRACTURE;
    this.houseRules = HOUSE_RULES;
    List<RulePluginFactory> modules = new ArrayList<>();
    for (RulePluginFactory f : registry.factories()) {
      if (f.id().startsWith("module-")) {
        modules.add(f);
      }
    }
    modules.sort((a, b) -> a.id().compareTo(b.id()));
    this.moduleIds = modules.stream().map(RulePluginFactory::id).toList();
    this.pointsSubsets = withRequired(subsets(modules, Objective.POINTS_CAMPAIGN));
    this.goOutSubsets = withRequired(subsets(modules, Objective.GO_OUT));
  }

  private SoakSpace(SoakSpace s, int maxCampaignRounds, Set<String> required, List<List<String>> pointsSubsets,
      List<List<String>> goOutSubsets, List<Optional<String>> fractures, List<List<String>> houseRules) {
    this.registry = s.registry;
    this.maxCampaignRounds = maxCampaignRounds;
    this.required = Set.copyOf(required);
    this.moduleIds = s.moduleIds;
    this.pointsSubsets = List.copyOf(pointsSubsets);
    this.goOutSubsets = List.copyOf(goOutSubsets);
    this.fractures = List.copyOf(fractures);
    this.houseRules = List.copyOf(houseRules);
  }

  private List<List<String>> withRequired(List<List<String>> subsets) {
    return subsets.stream().filter(s -> s.containsAll(required)).toList();
  }

  /** The space over the rules on the classpath, with points campaigns of at most 2 rounds. */
  public static SoakSpace discover() {
    return new SoakSpace(PluginRegistry.discover(), 2, Set.of());
  }

  /** This space with points campaigns of at most {@code rounds} rounds (capped by each factor's ladder). */
  public SoakSpace withMaxCampaignRounds(int rounds) {
    if (rounds < 1) {
      throw new IllegalArgumentException("campaigns need at least 1 round, not " + rounds);
    }
    return new SoakSpace(this, rounds, required, pointsSubsets, goOutSubsets, fractures, houseRules);
  }

  /**
   * This space narrowed to the combinations that switch on every Module in {@code modules} (ids such as
   * {@code module-alpha}); the other dimensions are walked as before.
   *
   * @throws IllegalArgumentException if a Module is not installed
   */
  public SoakSpace requiring(Set<String> modules) {
    for (String id : modules) {
      if (!moduleIds.contains(id)) {
        throw new IllegalArgumentException("no installed Module is called " + id + "; installed: " + moduleIds);
      }
    }
    return new SoakSpace(this, maxCampaignRounds, modules,
        pointsSubsets.stream().filter(m -> m.containsAll(modules)).toList(),
        goOutSubsets.stream().filter(m -> m.containsAll(modules)).toList(), fractures, houseRules);
  }

  /**
   * This space narrowed to the rules the {@linkplain SearchKernel search kernel} plays (Sections I–V with rules
   * that act only when a round is dealt or scored), where a soak {@linkplain SoakRunner#withKernel on the
   * kernel} plays every game fast. Each Module combination (under each objective), Fracture scope and
   * house-rule selection is kept when the kernel plays it on its own; the other dimensions are walked as
   * before. The space may be empty (no cells) when what it requires the kernel does not play.
   */
  public SoakSpace playableOnKernel() {
    Objective points = Objective.POINTS_CAMPAIGN;
    return new SoakSpace(this, maxCampaignRounds, required,
        pointsSubsets.stream().filter(m -> onKernel(m, points, Optional.empty(), List.of())).toList(),
        goOutSubsets.stream().filter(m -> onKernel(m, Objective.GO_OUT, Optional.empty(), List.of())).toList(),
        fractures.stream().filter(f -> onKernel(List.of(), points, f, List.of())).toList(),
        houseRules.stream().filter(h -> onKernel(List.of(), points, Optional.empty(), h)).toList());
  }

  /**
   * Whether the kernel plays these rules, tried at Warp 12 with four captains (neither the factor nor the
   * fleet changes which decision points a rule hooks).
   */
  private boolean onKernel(List<String> modules, Objective objective, Optional<String> fracture,
      List<String> house) {
    SoakCell cell = new SoakCell(modules, objective, fracture, house, WarpFactor.WARP_12, false);
    WarpConfig config = config(cell, 4, new SplittableRandom(0));
    return resolves(config) && SearchKernel.supports(WarpRules.of(config, registry));
  }

  /** The registry the space's rules come from. */
  public PluginRegistry registry() {
    return registry;
  }

  /** Ids of the Modules combined, sorted. */
  public List<String> modules() {
    return moduleIds;
  }

  /** How many cells the space has. */
  public long cellCount() {
    return (long) (pointsSubsets.size() + goOutSubsets.size()) * perSubset();
  }

  /** Cell number {@code index}, {@code 0 <= index < cellCount()}. */
  public SoakCell cell(long index) {
    if (index < 0 || index >= cellCount()) {
      throw new IndexOutOfBoundsException("cell " + index + " of " + cellCount());
    }
    long rest = index;
    boolean large = rest % 2 == 1;
    rest /= 2;
    WarpFactor factor = WarpFactor.values()[(int) (rest % WarpFactor.values().length)];
    rest /= WarpFactor.values().length;
    List<String> house = houseRules.get((int) (rest % houseRules.size()));
    rest /= houseRules.size();
    Optional<String> fracture = fractures.get((int) (rest % fractures.size()));
    rest /= fractures.size();
    int subset = (int) rest;
    if (subset < pointsSubsets.size()) {
      return new SoakCell(pointsSubsets.get(subset), Objective.POINTS_CAMPAIGN, fracture, house, factor, large);
    }
    return new SoakCell(goOutSubsets.get(subset - pointsSubsets.size()), Objective.GO_OUT, fracture, house,
        factor, large);
  }

  /**
   * The game of {@code cell} drawn from {@code seed}: fleet size within the cell's band, opener, the 0-0
   * setting and a short sector structure; empty when no fleet in the band satisfies the cell's rules (for
   * example squadrons that cannot be split evenly).
   */
  public Optional<GameCase> game(SoakCell cell, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int cap = cell.factor().maxCaptains();
    int low = cell.largeFleet() ? Math.min(5, cap) : WarpFactor.MIN_CAPTAINS;
    int high = cell.largeFleet() ? cap : Math.min(4, cap);
    for (int attempt = 0; attempt < FLEET_TRIES; attempt++) {
      int captains = r.nextInt(low, high + 1);
      WarpConfig config = config(cell, captains, r);
      if (resolves(config)) {
        return Optional.of(new GameCase(config, r.nextLong()));
      }
    }
    return Optional.empty();
  }

  private WarpConfig config(SoakCell cell, int captains, SplittableRandom r) {
    WarpConfig.Builder b = WarpConfig.builder().factor(cell.factor()).captains(captains)
        .firstCaptain(r.nextInt(captains)).doubleBlankScore(new int[] {50, 25, 0}[r.nextInt(3)]);
    if (cell.objective() == Objective.POINTS_CAMPAIGN) {
      b.objective(Objective.POINTS_CAMPAIGN)
          .campaignRounds(r.nextInt(1, Math.min(maxCampaignRounds, cell.factor().campaignLength()) + 1));
    } else {
      b.objective(Objective.GO_OUT).goOut(r.nextBoolean() ? GoOutStructure.suddenDeath()
          : GoOutStructure.fixedRounds(2, r.nextBoolean() ? GoOutStructure.Overtime.FORCED
              : GoOutStructure.Overtime.OFFERED));
    }
    for (String module : cell.modules()) {
      b.plugin(module);
    }
    cell.fractureScope().ifPresent(scope -> b.plugin(PluginConfig.of(FRACTURE_ID, Map.of("scope", scope))));
    for (String house : cell.houseRules()) {
      b.plugin(house);
    }
    return b.build();
  }

  private boolean resolves(WarpConfig config) {
    try {
      registry.resolve(config);
      return true;
    } catch (InvalidConfigException e) {
      return false;
    }
  }

  private long perSubset() {
    return (long) fractures.size() * houseRules.size() * WarpFactor.values().length * 2;
  }

  private static List<List<String>> subsets(List<RulePluginFactory> modules, Objective objective) {
    List<String> usable = new ArrayList<>();
    for (RulePluginFactory f : modules) {
      if (f.objectives().contains(objective)) {
        usable.add(f.id());
      }
    }
    List<List<String>> out = new ArrayList<>();
    for (int mask = 0; mask < (1 << usable.size()); mask++) {
      List<String> subset = new ArrayList<>();
      for (int i = 0; i < usable.size(); i++) {
        if ((mask & (1 << i)) != 0) {
          subset.add(usable.get(i));
        }
      }
      out.add(List.copyOf(subset));
    }
    return List.copyOf(out);
  }
}
