// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.HandSizes;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;

/**
 * A seeded generator of valid {@link WarpConfig}s over the whole rule space: factors × fleet sizes
 * (within each factor's caps) × objectives (points campaigns of 1…N rounds; Go-out sudden death, fixed
 * rounds with forced or offered overtime, first to X) × options (opening captain, the 10/11 hand for fleets
 * of 7–8 where the deal allows it, double-blank worth 50/25/0) × plugin combinations the caller adds.
 *
 * <p>Every draw is a pure function of its {@code long} seed, so a failing case is reproduced from the
 * seed alone. Sectors are kept short on purpose (see {@link #withMaxCampaignRounds} and friends) so that
 * hundreds of them fit in a fast test run. Immutable; the {@code with…} methods return changed copies.
 *
 * @since 0.1.0
 */
public final class RuleSpace {
  private final Set<WarpFactor> factors;
  private final int maxCaptains;
  private final int maxCampaignRounds;
  private final int maxFixedRounds;
  private final int maxFirstTo;
  private final List<List<PluginConfig>> pluginChoices;
  private final PluginRegistry registry;

  private RuleSpace(Set<WarpFactor> factors, int maxCaptains, int maxCampaignRounds, int maxFixedRounds,
      int maxFirstTo, List<List<PluginConfig>> pluginChoices, PluginRegistry registry) {
    // An EnumSet iterates in declaration order, which keeps draws identical from one JVM to the next.
    this.factors = Collections.unmodifiableSet(EnumSet.copyOf(factors));
    this.maxCaptains = maxCaptains;
    this.maxCampaignRounds = maxCampaignRounds;
    this.maxFixedRounds = maxFixedRounds;
    this.maxFirstTo = maxFirstTo;
    this.pluginChoices = List.copyOf(pluginChoices);
    this.registry = registry;
  }

  /**
   * Every factor at every fleet size, campaigns of at most 3 rounds, fixed Go-out descents of at most 3
   * rounds, first-to targets of at most 2, no plugins, plugins resolved from the classpath.
   */
  public static RuleSpace standard() {
    return new RuleSpace(EnumSet.allOf(WarpFactor.class), WarpFactor.WARP_18.maxCaptains(), 3, 3, 2, List.of(),
        PluginRegistry.discover());
  }

  /** This space restricted to {@code factors}. */
  public RuleSpace withFactors(Set<WarpFactor> factors) {
    if (factors.isEmpty()) {
      throw new IllegalArgumentException("a rule space needs at least one factor");
    }
    return new RuleSpace(factors, maxCaptains, maxCampaignRounds, maxFixedRounds, maxFirstTo, pluginChoices,
        registry);
  }

  /** This space with fleets of at most {@code captains} (each factor's own cap still applies). */
  public RuleSpace withMaxCaptains(int captains) {
    atLeast(captains, WarpFactor.MIN_CAPTAINS, "maxCaptains");
    return new RuleSpace(factors, captains, maxCampaignRounds, maxFixedRounds, maxFirstTo, pluginChoices,
        registry);
  }

  /** This space with points campaigns of at most {@code rounds} rounds (capped by the factor's ladder). */
  public RuleSpace withMaxCampaignRounds(int rounds) {
    atLeast(rounds, 1, "maxCampaignRounds");
    return new RuleSpace(factors, maxCaptains, rounds, maxFixedRounds, maxFirstTo, pluginChoices, registry);
  }

  /** This space with fixed-rounds Go-out descents of at most {@code rounds} rounds. */
  public RuleSpace withMaxFixedRounds(int rounds) {
    atLeast(rounds, 1, "maxFixedRounds");
    return new RuleSpace(factors, maxCaptains, maxCampaignRounds, rounds, maxFirstTo, pluginChoices, registry);
  }

  /** This space with first-to-X targets of at most {@code target}. */
  public RuleSpace withMaxFirstTo(int target) {
    atLeast(target, 1, "maxFirstTo");
    return new RuleSpace(factors, maxCaptains, maxCampaignRounds, maxFixedRounds, target, pluginChoices,
        registry);
  }

  /**
   * This space resolving plugin choices against {@code registry} (instead of the classpath), e.g. a
   * registry holding a plugin under test.
   */
  public RuleSpace withRegistry(PluginRegistry registry) {
    return new RuleSpace(factors, maxCaptains, maxCampaignRounds, maxFixedRounds, maxFirstTo, pluginChoices,
        Objects.requireNonNull(registry));
  }

  /**
   * This space with one more plugin combination to draw from. Each configuration gets no plugins or one
   * of the added combinations, uniformly among those the registry accepts for the configuration drawn
   * (a combination unavailable for the objective, or missing a rule it requires, is not drawn).
   */
  public RuleSpace withPluginChoice(List<PluginConfig> combination) {
    List<List<PluginConfig>> more = new ArrayList<>(pluginChoices);
    more.add(List.copyOf(combination));
    return new RuleSpace(factors, maxCaptains, maxCampaignRounds, maxFixedRounds, maxFirstTo, more, registry);
  }

  /** The plugin combinations added so far (the empty combination is always possible besides these). */
  public List<List<PluginConfig>> pluginChoices() {
    return pluginChoices;
  }

  /** The registry plugin choices are resolved against. */
  public PluginRegistry registry() {
    return registry;
  }

  /** The configuration drawn from {@code seed}. */
  public WarpConfig config(long seed) {
    return draw(new SplittableRandom(seed));
  }

  /**
   * The first configuration drawn from {@code seed} on (stepping the seed) whose objective is
   * {@code objective}; deterministic like {@link #config(long)}.
   */
  public WarpConfig config(Objective objective, long seed) {
    for (long s = seed; ; s += 7_919) {
      WarpConfig c = config(s);
      if (c.objective() == objective) {
        return c;
      }
    }
  }

  /** The case drawn from {@code seed}: a configuration and a launch seed. */
  public GameCase sample(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    WarpConfig config = draw(random);
    return new GameCase(config, random.nextLong());
  }

  /** {@code count} cases drawn from {@code seed}; the same arguments always give the same list. */
  public List<GameCase> samples(long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    List<GameCase> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      out.add(sample(random.nextLong()));
    }
    return List.copyOf(out);
  }

  private WarpConfig draw(SplittableRandom r) {
    List<WarpFactor> fs = new ArrayList<>(factors);
    WarpFactor factor = fs.get(r.nextInt(fs.size()));
    int captains = r.nextInt(WarpFactor.MIN_CAPTAINS, Math.min(maxCaptains, factor.maxCaptains()) + 1);
    WarpConfig.Builder b = WarpConfig.builder().factor(factor).captains(captains)
        .firstCaptain(r.nextInt(captains))
        .doubleBlankScore(new int[] {50, 25, 0}[r.nextInt(3)]);
    if (captains >= 7 && captains <= 8 && HandSizes.unchartedAfterDeal(factor, captains, 11) > 0
        && r.nextBoolean()) {
      b.largeFleetHandSize(11);
    }
    if (r.nextBoolean()) {
      b.objective(Objective.POINTS_CAMPAIGN)
          .campaignRounds(r.nextInt(1, Math.min(maxCampaignRounds, factor.campaignLength()) + 1));
    } else {
      b.objective(Objective.GO_OUT).goOut(goOut(r));
    }
    WarpConfig base = b.build();
    List<List<PluginConfig>> usable = new ArrayList<>();
    usable.add(List.of());
    for (List<PluginConfig> choice : pluginChoices) {
      WarpConfig withPlugins = base.toBuilder().plugins(choice).build();
      if (resolves(withPlugins)) {
        usable.add(choice);
      }
    }
    List<PluginConfig> chosen = usable.get(r.nextInt(usable.size()));
    return chosen.isEmpty() ? base : base.toBuilder().plugins(chosen).build();
  }

  private GoOutStructure goOut(SplittableRandom r) {
    switch (r.nextInt(3)) {
      case 0:
        return GoOutStructure.suddenDeath();
      case 1:
        return GoOutStructure.fixedRounds(r.nextInt(1, maxFixedRounds + 1),
            r.nextBoolean() ? GoOutStructure.Overtime.FORCED : GoOutStructure.Overtime.OFFERED);
      default:
        return GoOutStructure.firstTo(r.nextInt(1, maxFirstTo + 1));
    }
  }

  private boolean resolves(WarpConfig config) {
    try {
      registry.resolve(config);
      return true;
    } catch (InvalidConfigException e) {
      return false;
    }
  }

  private static void atLeast(int value, int min, String what) {
    if (value < min) {
      throw new IllegalArgumentException(what + " must be at least " + min + ", not " + value);
    }
  }
}
