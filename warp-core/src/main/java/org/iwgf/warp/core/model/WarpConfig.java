// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.jspecify.annotations.Nullable;

/**
 * Everything fleet command agrees before launch. Immutable and validated on construction: a configuration
 * that breaks a rule of Sections I–V raises {@link InvalidConfigException} with a sentence saying which.
 * Rules of optional plugins are checked when a {@link org.iwgf.warp.core.engine.WarpRules} is built from the configuration.
 *
 * <p>Build one with {@link #builder()}; {@link #standard(WarpFactor, int)} gives the hand-built standard
 * rule set (points campaign, double-blank 50, no plugins).
 *
 * @param factor the set in play
 * @param captains fleet size, within the factor's caps
 * @param captainNames one name per seat, in clockwise seat order (defaults to "Captain 1" …); each distinct,
 *     non-blank, at most {@value #MAX_NAME_LENGTH} characters, no control characters
 * @param objective points campaign or go out
 * @param campaignRounds rounds in a points campaign, 1 … the factor's full ladder (default: full ladder)
 * @param goOut sector structure when the objective is {@link Objective#GO_OUT}
 * @param firstCaptain seat that opens round 1; later rounds rotate clockwise
 * @param largeFleetHandSize 10 (default) or 11, the deal for fleets of exactly 7–8 captains
 * @param doubleBlankScore what a 0-0 caught in hand scores: 50 (default), 25 or 0
 * @param plugins optional rules switched on, each at most once
 * @since 0.1.0
 */
public record WarpConfig(
    WarpFactor factor,
    int captains,
    List<String> captainNames,
    Objective objective,
    int campaignRounds,
    GoOutStructure goOut,
    int firstCaptain,
    int largeFleetHandSize,
    int doubleBlankScore,
    List<PluginConfig> plugins) {

  /** Most characters in a captain's name. */
  public static final int MAX_NAME_LENGTH = 40;

  /** Validates and completes the values; see the class documentation for defaults. */
  public WarpConfig {
    factor = Objects.requireNonNullElse(factor, WarpFactor.WARP_12);
    objective = Objects.requireNonNullElse(objective, Objective.POINTS_CAMPAIGN);
    campaignRounds = campaignRounds == 0 ? factor.campaignLength() : campaignRounds;
    goOut = Objects.requireNonNullElse(goOut, GoOutStructure.suddenDeath());
    if (plugins != null && plugins.contains(null)) {
      throw new InvalidConfigException("PLUGIN_OPTION", "The list of rules switched on has an empty entry.");
    }
    plugins = plugins == null ? List.of() : List.copyOf(plugins);
    checkFleet(factor, captains);
    captainNames = namesOrDefault(captainNames, captains);
    checkOptions(factor, captains, objective, campaignRounds, goOut, firstCaptain, largeFleetHandSize,
        doubleBlankScore, plugins);
  }

  /**
   * Reads a configuration from JSON: absent values take the standard defaults (Warp 12, 4 captains,
   * points campaign over the full ladder, hand size 10 for 7–8 captains, double-blank 50).
   */
  static WarpConfig fromJson(
      WarpFactor factor,
      Integer captains,
      List<String> captainNames,
      Objective objective,
      Integer campaignRounds,
      GoOutStructure goOut,
      Integer firstCaptain,
      Integer largeFleetHandSize,
      Integer doubleBlankScore,
      List<PluginConfig> plugins) {
    return new WarpConfig(factor, captains == null ? 4 : captains, captainNames, objective,
        campaignRounds == null ? 0 : campaignRounds, goOut, firstCaptain == null ? 0 : firstCaptain,
        largeFleetHandSize == null ? 10 : largeFleetHandSize, doubleBlankScore == null ? 50 : doubleBlankScore,
        plugins);
  }

  /** The standard hand-built rule set for {@code captains} captains on {@code factor}. */
  public static WarpConfig standard(WarpFactor factor, int captains) {
    return builder().factor(factor).captains(captains).build();
  }

  /** A builder starting from the standard rule set: Warp 12, 4 captains, points campaign. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding this configuration's values. Default names ("Captain 1" …) are not carried over,
   * so changing the fleet size on the builder gives fresh default names.
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    if (!captainNames.equals(namesOrDefault(null, captains))) {
      b.captainNames(captainNames);
    }
    return b
        .factor(factor)
        .captains(captains)
        .objective(objective)
        .campaignRounds(campaignRounds)
        .goOut(goOut)
        .firstCaptain(firstCaptain)
        .largeFleetHandSize(largeFleetHandSize)
        .doubleBlankScore(doubleBlankScore)
        .plugins(plugins);
  }

  /** Coordinates dealt to each captain under this configuration. */
  public int handSize() {
    return HandSizes.handSize(factor, captains, largeFleetHandSize);
  }

  /** True if the plugin {@code id} is switched on. */
  public boolean hasPlugin(String id) {
    for (PluginConfig p : plugins) {
      if (p.id().equals(id)) {
        return true;
      }
    }
    return false;
  }

  private static void checkFleet(WarpFactor factor, int captains) {
    if (captains < WarpFactor.MIN_CAPTAINS || captains > factor.maxCaptains()) {
      throw new InvalidConfigException("FLEET_SIZE", factor.displayName() + " seats "
          + WarpFactor.MIN_CAPTAINS + "–" + factor.maxCaptains() + " captains; " + captains
          + " were asked for.");
    }
  }

  private static List<String> namesOrDefault(@Nullable List<String> names, int captains) {
    if (names == null || names.isEmpty()) {
      List<String> out = new ArrayList<>(captains);
      for (int i = 1; i <= captains; i++) {
        out.add("Captain " + i);
      }
      return List.copyOf(out);
    }
    if (names.size() != captains) {
      throw new InvalidConfigException("NAMES", "There are " + captains + " captains but "
          + names.size() + " names were given.");
    }
    Set<String> seen = new HashSet<>();
    for (String n : names) {
      if (n == null || n.isBlank() || !seen.add(n)) {
        throw new InvalidConfigException("NAMES", "Every captain needs a distinct, non-blank name.");
      }
      if (n.length() > MAX_NAME_LENGTH || n.chars().anyMatch(Character::isISOControl)) {
        throw new InvalidConfigException("NAMES", "A captain's name is at most " + MAX_NAME_LENGTH
            + " characters, with no control characters.");
      }
    }
    return List.copyOf(names);
  }

  private static void checkOptions(WarpFactor factor, int captains, Objective objective, int campaignRounds,
      GoOutStructure goOut, int firstCaptain, int largeFleetHandSize, int doubleBlankScore,
      List<PluginConfig> plugins) {
    if (firstCaptain < 0 || firstCaptain >= captains) {
      throw new InvalidConfigException("FIRST_CAPTAIN", "The round-1 opener must be one of the "
          + captains + " seats (0–" + (captains - 1) + "), not seat " + firstCaptain + ".");
    }
    if (largeFleetHandSize != 10 && largeFleetHandSize != 11) {
      throw new InvalidConfigException("HAND_SIZE", "Fleets of 7–8 captains are dealt 10 or 11 coordinates, not "
          + largeFleetHandSize + ".");
    }
    if (HandSizes.unchartedAfterDeal(factor, captains, largeFleetHandSize) <= 0) {
      throw new InvalidConfigException("HAND_SIZE", "This deal would leave Uncharted Sectors empty.");
    }
    if (doubleBlankScore != 50 && doubleBlankScore != 25 && doubleBlankScore != 0) {
      throw new InvalidConfigException("DOUBLE_BLANK", "A double-blank in hand scores 50, 25 or 0, not "
          + doubleBlankScore + ".");
    }
    if (campaignRounds < 1 || campaignRounds > factor.campaignLength()) {
      throw new InvalidConfigException("ROUNDS", "A " + factor.displayName() + " campaign runs 1–"
          + factor.campaignLength() + " rounds, not " + campaignRounds + ".");
    }
    if (objective == Objective.GO_OUT) {
      if (goOut.kind() == GoOutStructure.Kind.FIXED_ROUNDS
          && (goOut.rounds() < 1 || goOut.rounds() > GoOutStructure.MAX_ROUNDS)) {
        throw new InvalidConfigException("STRUCTURE", "A fixed-rounds sector runs 1–" + GoOutStructure.MAX_ROUNDS
            + " rounds, not " + goOut.rounds() + ".");
      }
      if (goOut.kind() == GoOutStructure.Kind.FIRST_TO
          && (goOut.target() < 1 || goOut.target() > GoOutStructure.MAX_ROUNDS)) {
        throw new InvalidConfigException("STRUCTURE", "First to X needs X from 1 to " + GoOutStructure.MAX_ROUNDS
            + ", not " + goOut.target() + ".");
      }
    }
    Set<String> ids = new HashSet<>();
    for (PluginConfig p : plugins) {
      if (!ids.add(p.id())) {
        throw new InvalidConfigException("DUPLICATE_PLUGIN", "The rule \"" + p.id() + "\" is switched on twice.");
      }
    }
  }

  /** Mutable builder for {@link WarpConfig}; {@link #build()} validates. */
  public static final class Builder {
    private WarpFactor factor = WarpFactor.WARP_12;
    private int captains = 4;
    private List<String> captainNames = List.of();
    private Objective objective = Objective.POINTS_CAMPAIGN;
    private int campaignRounds;
    private GoOutStructure goOut = GoOutStructure.suddenDeath();
    private int firstCaptain;
    private int largeFleetHandSize = 10;
    private int doubleBlankScore = 50;
    private final List<PluginConfig> plugins = new ArrayList<>();

    private Builder() {}

    public Builder factor(WarpFactor factor) {
      this.factor = Objects.requireNonNull(factor);
      return this;
    }

    public Builder captains(int captains) {
      this.captains = captains;
      return this;
    }

    public Builder captainNames(List<String> names) {
      this.captainNames = List.copyOf(names);
      return this;
    }

    public Builder captainNames(String... names) {
      return captainNames(List.of(names));
    }

    public Builder objective(Objective objective) {
      this.objective = Objects.requireNonNull(objective);
      return this;
    }

    /** Rounds of a points campaign; 0 means the factor's full ladder. */
    public Builder campaignRounds(int rounds) {
      this.campaignRounds = rounds;
      return this;
    }

    public Builder goOut(GoOutStructure goOut) {
      this.goOut = Objects.requireNonNull(goOut);
      return this;
    }

    public Builder firstCaptain(int seat) {
      this.firstCaptain = seat;
      return this;
    }

    public Builder largeFleetHandSize(int size) {
      this.largeFleetHandSize = size;
      return this;
    }

    public Builder doubleBlankScore(int score) {
      this.doubleBlankScore = score;
      return this;
    }

    public Builder plugins(List<PluginConfig> plugins) {
      this.plugins.clear();
      this.plugins.addAll(plugins);
      return this;
    }

    public Builder plugin(PluginConfig plugin) {
      this.plugins.add(Objects.requireNonNull(plugin));
      return this;
    }

    public Builder plugin(String id) {
      return plugin(PluginConfig.of(id));
    }

    /**
     * The configuration.
     *
     * @throws InvalidConfigException if a value breaks a rule
     */
    public WarpConfig build() {
      int rounds = campaignRounds == 0 ? factor.campaignLength() : campaignRounds;
      return new WarpConfig(factor, captains, captainNames, objective, rounds, goOut, firstCaptain,
          largeFleetHandSize, doubleBlankScore, plugins);
    }
  }
}
