// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.json.WarpJson;

/**
 * The sectors a property test plays to put one rule (or a few) through its paces: sector {@code i} is
 * drawn from a {@link RuleSpace} with seed {@code seedBase + i}, under the objective {@code i} takes in
 * turn, with the rules under test switched on together with the companion rule set {@code i} takes in
 * turn — so a Module meets other rules (a Subspace Fracture scope, house rules, another Module) as well as
 * the plain game, under every objective.
 *
 * <p>The caller gets plain data it can hand to any test framework — {@link #sectors()} lists each sector
 * with a display name, e.g. one JUnit dynamic test per sector:
 *
 * <pre>{@code
 * PluginSectors sectors = PluginSectors.of(space, 0xBE7AL * 1_000, List.of(PluginConfig.of("module-beta")))
 *     .withCompanions(List.of(List.of(), List.of(PluginConfig.of("drop-to-impulse"))))
 *     .withCount(60);
 * PropertyRunner runner = sectors.runner(List.of());   // standard invariants + JSON round-trips
 * return sectors.sectors().stream().map(s -> dynamicTest(s.name(), () -> runner.assertHolds(s.game())));
 * }</pre>
 *
 * <p>and {@link #countEvents} replays the first sectors of an objective to show that a rule really came
 * into play there. Every sector is a pure function of the arguments, so a failing one is reproduced from
 * its index. Immutable; the {@code with…} methods return changed copies.
 *
 * @since 0.1.0
 */
public final class PluginSectors {
  private static final List<Objective> BOTH_OBJECTIVES = List.of(Objective.POINTS_CAMPAIGN, Objective.GO_OUT);

  private final RuleSpace space;
  private final long seedBase;
  private final List<PluginConfig> underTest;
  private final List<Objective> objectives;
  private final List<List<PluginConfig>> companions;
  private final int count;
  private final Tailoring tailoring;

  private PluginSectors(RuleSpace space, long seedBase, List<PluginConfig> underTest, List<Objective> objectives,
      List<List<PluginConfig>> companions, int count, Tailoring tailoring) {
    this.space = space;
    this.seedBase = seedBase;
    this.underTest = underTest;
    this.objectives = objectives;
    this.companions = companions;
    this.count = count;
    this.tailoring = tailoring;
  }

  /**
   * Sixty sectors drawn from {@code space} with seeds from {@code seedBase} on, alternating Points campaign
   * and Go-out (Points first), with {@code underTest} switched on and no companion rules.
   *
   * @throws IllegalArgumentException if {@code underTest} is empty
   */
  public static PluginSectors of(RuleSpace space, long seedBase, List<PluginConfig> underTest) {
    if (underTest.isEmpty()) {
      throw new IllegalArgumentException("the sectors need at least one rule under test");
    }
    return new PluginSectors(Objects.requireNonNull(space, "space"), seedBase, List.copyOf(underTest),
        BOTH_OBJECTIVES, List.of(List.of()), 60, (i, config) -> config);
  }

  /**
   * These sectors with sector {@code i} played under {@code objectives.get(i % objectives.size())}, e.g.
   * {@code List.of(Objective.POINTS_CAMPAIGN)} for a rule that only exists in campaigns.
   *
   * @throws IllegalArgumentException if {@code objectives} is empty
   */
  public PluginSectors withObjectives(List<Objective> objectives) {
    if (objectives.isEmpty()) {
      throw new IllegalArgumentException("the sectors need at least one objective");
    }
    return new PluginSectors(space, seedBase, underTest, List.copyOf(objectives), companions, count, tailoring);
  }

  /**
   * These sectors with sector {@code i} also playing {@code companions.get(i % companions.size())} after
   * the rules under test; an empty set plays them alone. See {@link #inTurn} for sets that vary slower.
   *
   * @throws IllegalArgumentException if {@code companions} is empty
   */
  public PluginSectors withCompanions(List<List<PluginConfig>> companions) {
    if (companions.isEmpty()) {
      throw new IllegalArgumentException("the sectors need at least one companion set (it may be empty)");
    }
    List<List<PluginConfig>> copy = new ArrayList<>();
    for (List<PluginConfig> set : companions) {
      copy.add(List.copyOf(set));
    }
    return new PluginSectors(space, seedBase, underTest, objectives, List.copyOf(copy), count, tailoring);
  }

  /**
   * These sectors, {@code count} of them.
   *
   * @throws IllegalArgumentException if {@code count} is not positive
   */
  public PluginSectors withCount(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("the sectors need a count of at least 1, not " + count);
    }
    return new PluginSectors(space, seedBase, underTest, objectives, companions, count, tailoring);
  }

  /**
   * These sectors with each configuration passed through {@code tailoring} last, for a rule that needs a
   * table the space does not draw (a fleet size, an option of its own that varies by sector). The
   * tailored configuration must keep the sector's objective.
   */
  public PluginSectors withTailoring(Tailoring tailoring) {
    return new PluginSectors(space, seedBase, underTest, objectives, companions, count,
        Objects.requireNonNull(tailoring, "tailoring"));
  }

  /**
   * Companion sets that take turns slot by slot, each slot cycling through its own alternatives one full
   * turn at a time: with {@code slots.size()} = S, sector {@code i} plays slot {@code i % S}'s alternative
   * {@code (i / S) % alternatives}. Lets e.g. a Subspace Fracture slot try every scope in turn while the
   * other slots stay the same. The result is the list to give {@link #withCompanions}.
   *
   * @throws IllegalArgumentException if there are no slots, or a slot has no alternative
   */
  public static List<List<PluginConfig>> inTurn(List<List<List<PluginConfig>>> slots) {
    if (slots.isEmpty() || slots.stream().anyMatch(List::isEmpty)) {
      throw new IllegalArgumentException("every companion slot needs at least one alternative");
    }
    int turns = 1;
    for (List<List<PluginConfig>> slot : slots) {
      turns = lcm(turns, slot.size());
    }
    List<List<PluginConfig>> sets = new ArrayList<>();
    for (int i = 0; i < slots.size() * turns; i++) {
      List<List<PluginConfig>> slot = slots.get(i % slots.size());
      sets.add(List.copyOf(slot.get((i / slots.size()) % slot.size())));
    }
    return List.copyOf(sets);
  }

  private static int lcm(int a, int b) {
    int x = a;
    int y = b;
    while (y != 0) {
      int r = x % y;
      x = y;
      y = r;
    }
    return a / x * b;
  }

  /** How many sectors there are. */
  public int count() {
    return count;
  }

  /** The objective sector {@code i} is played under. */
  public Objective objective(int i) {
    return objectives.get(checked(i) % objectives.size());
  }

  /** The seed sector {@code i} is drawn and launched with: {@code seedBase + i}. */
  public long seed(int i) {
    return seedBase + checked(i);
  }

  /**
   * Sector {@code i}'s configuration: drawn from the space for its objective and seed, with the rules under
   * test and its companion set, then tailored.
   *
   * @throws IllegalStateException if the tailoring changed the sector's objective
   */
  public WarpConfig config(int i) {
    List<PluginConfig> plugins = new ArrayList<>(underTest);
    plugins.addAll(companions.get(checked(i) % companions.size()));
    WarpConfig drawn = space.config(objective(i), seed(i)).toBuilder().plugins(plugins).build();
    WarpConfig config = tailoring.tailor(i, drawn);
    if (config.objective() != objective(i)) {
      throw new IllegalStateException("sector " + i + " was tailored from " + objective(i) + " to "
          + config.objective());
    }
    return config;
  }

  /** Sector {@code i} as a case to play. */
  public GameCase game(int i) {
    return new GameCase(config(i), seed(i));
  }

  /** Every sector, in order, each with its index and display name. */
  public List<Sector> sectors() {
    List<Sector> all = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      GameCase game = game(i);
      all.add(new Sector(i, i + ": " + game, game));
    }
    return List.copyOf(all);
  }

  /**
   * A runner for these sectors: it resolves plugins in the space's registry and checks, after every move,
   * {@link WarpInvariants#standard()}, {@link WarpInvariants#jsonRoundTrips} and then {@code more}.
   */
  public PropertyRunner runner(List<Invariant<WarpState, WarpMove, WarpEvent>> more) {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(WarpInvariants.standard());
    all.add(WarpInvariants.jsonRoundTrips(WarpJson.codec(space.registry())));
    all.addAll(more);
    return PropertyRunner.of(all).withRegistry(space.registry());
  }

  /**
   * How many events of {@code type} the first {@code first} sectors (of all, not of the objective) played
   * under {@code objective} report when {@code runner} plays them, for checking that a rule really came
   * into play. Uses {@link PropertyRunner#countEvents}.
   */
  public int countEvents(PropertyRunner runner, Objective objective, int first, Class<? extends WarpEvent> type) {
    return count(runner, Optional.of(objective), first, type);
  }

  /**
   * How many events of {@code type} the first {@code first} sectors, under any objective, report when
   * {@code runner} plays them. Uses {@link PropertyRunner#countEvents}.
   */
  public int countEvents(PropertyRunner runner, int first, Class<? extends WarpEvent> type) {
    return count(runner, Optional.empty(), first, type);
  }

  private int count(PropertyRunner runner, Optional<Objective> objective, int first,
      Class<? extends WarpEvent> type) {
    int events = 0;
    for (int i = 0; i < Math.min(first, count); i++) {
      if (objective.isEmpty() || objective.get() == objective(i)) {
        GameCase game = game(i);
        events += runner.countEvents(game.config(), game.seed(), type);
      }
    }
    return events;
  }

  private int checked(int i) {
    if (i < 0 || i >= count) {
      throw new IllegalArgumentException("there is no sector " + i + " among " + count);
    }
    return i;
  }

  /**
   * One sector to play.
   *
   * @param index its place among the sectors, from 0
   * @param name a display name: the index and a summary of configuration and seed
   * @param game the configuration and seed
   */
  public record Sector(int index, String name, GameCase game) {
    public Sector {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(game, "game");
    }
  }

  /** Adjusts a sector's drawn configuration to the table a rule needs. */
  @FunctionalInterface
  public interface Tailoring {
    /** Sector {@code index}'s final configuration, given the one drawn with its rules switched on. */
    WarpConfig tailor(int index, WarpConfig drawn);
  }
}
