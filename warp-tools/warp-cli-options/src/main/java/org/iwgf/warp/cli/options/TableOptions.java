// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.modules.official.OfficialWarp;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * The Warp table a command plays at, as a picocli mixin: {@code --factor}, {@code --captains}, {@code
 * --objective}, {@code --structure}, {@code --rounds}, {@code --rules official|standard} and {@code --rule ID}
 * (repeatable). Every command of {@code warp} and {@code warp-spark} that plays at a table mixes in this class,
 * so the same options build the same configuration on both; a command chooses only its fleet size and rule set
 * for when they are not given ({@link #matchTable} for matches, {@link #toConfig} otherwise).
 *
 * @since 0.1.0
 */
public final class TableOptions {
  /** The fleet of a match's table ({@link #matchTable}) when {@code --captains} is not given. */
  public static final int MATCH_CAPTAINS = 2;

  @Spec(Spec.Target.MIXEE)
  @SuppressWarnings("NullAway.Init") // injected by picocli before any command runs
  private CommandSpec mixee;

  @Option(names = "--factor", paramLabel = "9|12|15|18", converter = FactorConverter.class,
      description = "The set in play (default 12).")
  private WarpFactor factor = WarpFactor.WARP_12;

  @Option(names = "--captains", paramLabel = "N", converter = PositiveInt.class,
      description = "Seats at the table (default 4 to simulate, 2 in the arena and calibration).")
  private int captains;

  @Option(names = "--objective", paramLabel = "points|go-out", converter = ObjectiveConverter.class,
      description = "A points campaign or go out (default points).")
  private Objective objective = Objective.POINTS_CAMPAIGN;

  @Option(names = "--structure", paramLabel = "S", converter = StructureConverter.class,
      description = "How a go-out sector is decided: sudden-death (default), fixed:N, fixed:N:offered (tied "
          + "captains vote on overtime) or first-to:X.")
  private GoOutStructure structure = GoOutStructure.suddenDeath();

  @Option(names = "--rounds", paramLabel = "N", converter = PositiveInt.class,
      description = "Rounds of a points campaign (default: the full ladder, 13 on Warp 12).")
  private int rounds;

  @Option(names = "--rules", paramLabel = "official|standard", converter = RulesConverter.class,
      description = "The Official Warp preset (Continuum, Salamander, Drop to Impulse, All Stop!, 0-0 worth 0) or "
          + "Sections I-V only (default official to simulate, standard in the arena and calibration).")
  private Rules rules = Rules.DEFAULT;

  @Option(names = "--rule", paramLabel = "ID",
      description = "Also turn on a rule by its id (module-beta, subspace-fracture, ...); repeatable.")
  private List<String> extraRules = new ArrayList<>();

  /** Options with nothing given yet; picocli fills them. */
  public TableOptions() {}

  /** The rule sets {@code --rules} chooses between. */
  enum Rules { DEFAULT, OFFICIAL, STANDARD }

  /**
   * The table of a match between computer captains (the arena, the calibration, training): {@value
   * #MATCH_CAPTAINS} captains and Sections I-V unless the options say otherwise.
   *
   * @throws ParameterException if an option does not apply to the chosen objective
   * @throws InvalidConfigException if the options break a rule of the game, e.g. too many captains
   */
  public WarpConfig matchTable() {
    return toConfig(MATCH_CAPTAINS, false);
  }

  /**
   * The configuration these options describe: the Official Warp preset ({@link OfficialWarp#builder}) or
   * Sections I-V alone, the objective and its shape, then every {@code --rule} after the preset's rules, and
   * the captains named from the {@link Roster}.
   *
   * @param defaultCaptains the fleet when {@code --captains} is not given
   * @param officialByDefault whether the Official Warp preset is on when {@code --rules} is not given
   * @throws ParameterException if an option does not apply to the chosen objective
   * @throws InvalidConfigException if the options break a rule of the game, e.g. too many captains
   */
  public WarpConfig toConfig(int defaultCaptains, boolean officialByDefault) {
    if (objective == Objective.POINTS_CAMPAIGN && given("--structure")) {
      throw new ParameterException(mixee.commandLine(),
          "--structure decides a go-out sector; add --objective go-out or leave it out.");
    }
    if (objective == Objective.GO_OUT && rounds != 0) {
      throw new ParameterException(mixee.commandLine(),
          "--rounds sets the length of a points campaign; a go-out sector is shaped by --structure.");
    }
    int seats = captains == 0 ? defaultCaptains : captains;
    WarpConfig.Builder b = (official(officialByDefault) ? OfficialWarp.builder(factor, seats)
        : WarpConfig.builder().factor(factor).captains(seats))
        .objective(objective).campaignRounds(rounds).goOut(structure);
    if (seats <= Roster.size()) {
      b.captainNames(Roster.aviators(seats));
    }
    WarpConfig config = b.build();
    if (extraRules.isEmpty()) {
      return config;
    }
    List<PluginConfig> plugins = new ArrayList<>(config.plugins());
    extraRules.forEach(id -> plugins.add(PluginConfig.of(id)));
    return config.toBuilder().plugins(plugins).build();
  }

  /**
   * Whether the Official Warp preset is on: as {@code --rules} says, or {@code byDefault} when it is not
   * given.
   */
  public boolean official(boolean byDefault) {
    return rules == Rules.DEFAULT ? byDefault : rules == Rules.OFFICIAL;
  }

  /** The rounds of a points campaign {@code --rounds} asks for; empty when it is not given. */
  public OptionalInt rounds() {
    return rounds == 0 ? OptionalInt.empty() : OptionalInt.of(rounds);
  }

  private boolean given(String option) {
    return mixee.commandLine().getParseResult().hasMatchedOption(option);
  }

  /** {@code 9}, {@code 12}, {@code 15} or {@code 18}. */
  static final class FactorConverter implements ITypeConverter<WarpFactor> {
    @Override
    public WarpFactor convert(String value) {
      try {
        return WarpFactor.ofMaxPip(Integer.parseInt(value));
      } catch (NumberFormatException | InvalidConfigException e) {
        throw new TypeConversionException("the set is 9, 12, 15 or 18, not \"" + value + "\"");
      }
    }
  }

  /** {@code points} or {@code go-out}. */
  static final class ObjectiveConverter implements ITypeConverter<Objective> {
    @Override
    public Objective convert(String value) {
      return switch (value) {
        case "points" -> Objective.POINTS_CAMPAIGN;
        case "go-out" -> Objective.GO_OUT;
        default -> throw new TypeConversionException("the objective is points or go-out, not \"" + value + "\"");
      };
    }
  }

  /** {@code official} or {@code standard}. */
  static final class RulesConverter implements ITypeConverter<Rules> {
    @Override
    public Rules convert(String value) {
      return switch (value) {
        case "official" -> Rules.OFFICIAL;
        case "standard" -> Rules.STANDARD;
        default -> throw new TypeConversionException("the rules are official or standard, not \"" + value + "\"");
      };
    }
  }

  /** {@code sudden-death}, {@code fixed:N}, {@code fixed:N:offered} or {@code first-to:X}. */
  static final class StructureConverter implements ITypeConverter<GoOutStructure> {
    @Override
    public GoOutStructure convert(String value) {
      if ("sudden-death".equals(value)) {
        return GoOutStructure.suddenDeath();
      }
      String[] parts = value.split(":", -1);
      PositiveInt positive = new PositiveInt();
      if (parts.length == 2 && "first-to".equals(parts[0])) {
        return GoOutStructure.firstTo(positive.convert(parts[1]));
      }
      if ("fixed".equals(parts[0]) && (parts.length == 2 || (parts.length == 3 && "offered".equals(parts[2])))) {
        return GoOutStructure.fixedRounds(positive.convert(parts[1]), parts.length == 3
            ? GoOutStructure.Overtime.OFFERED : GoOutStructure.Overtime.FORCED);
      }
      throw new TypeConversionException("the structure is sudden-death, fixed:N, fixed:N:offered or first-to:X, "
          + "not \"" + value + "\"");
    }
  }
}
