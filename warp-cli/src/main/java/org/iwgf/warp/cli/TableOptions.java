// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.plugin.PluginConfig;
import org.iwgf.warp.core.rules.GoOutStructure;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpFactor;
import org.iwgf.warp.modules.official.OfficialWarp;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * The Warp table a command plays at, the same options in every command: the set, the fleet, the
 * objective and its shape, and the rules. Each command chooses its own fleet size and rule set by default.
 */
final class TableOptions {
  @Spec(Spec.Target.MIXEE)
  @SuppressWarnings("NullAway.Init") // injected by picocli before any command runs
  CommandSpec mixee;

  @Option(names = "--factor", paramLabel = "9|12|15|18", converter = FactorConverter.class,
      description = "The set in play (default 12).")
  WarpFactor factor = WarpFactor.WARP_12;

  @Option(names = "--captains", paramLabel = "N", converter = PositiveConverter.class,
      description = "Seats at the table (default 4 to simulate, 2 in the arena and calibration).")
  int captains;

  @Option(names = "--objective", paramLabel = "points|go-out", converter = ObjectiveConverter.class,
      description = "A points campaign or go out (default points).")
  Objective objective = Objective.POINTS_CAMPAIGN;

  @Option(names = "--structure", paramLabel = "S", converter = StructureConverter.class,
      description = "How a go-out sector is decided: sudden-death (default), fixed:N, fixed:N:offered (tied "
          + "captains vote on overtime) or first-to:X.")
  GoOutStructure structure = GoOutStructure.suddenDeath();

  @Option(names = "--rounds", paramLabel = "N", converter = PositiveConverter.class,
      description = "Rounds of a points campaign (default: the full ladder, 13 on Warp 12).")
  int rounds;

  @Option(names = "--rules", paramLabel = "official|standard", converter = RulesConverter.class,
      description = "The Official Warp preset (Continuum, Salamander, Drop to Impulse, All Stop!, 0-0 worth 0) or "
          + "Sections I-V only (default official to simulate, standard in the arena and calibration).")
  Rules rules = Rules.DEFAULT;

  @Option(names = "--rule", paramLabel = "ID",
      description = "Also turn on a rule by its id (module-beta, subspace-fracture, ...); repeatable.")
  List<String> extraRules = new ArrayList<>();

  /** The rule sets {@code --rules} chooses between. */
  enum Rules { DEFAULT, OFFICIAL, STANDARD }

  /**
   * The configuration these options describe, captains named from the {@link Roster}.
   *
   * @param defaultCaptains the fleet when {@code --captains} is not given
   * @param officialByDefault whether the Official Warp preset is on when {@code --rules} is not given
   * @throws ParameterException if an option does not apply to the chosen objective
   * @throws InvalidConfigException if the options break a rule of the game, e.g. too many captains
   */
  WarpConfig toConfig(int defaultCaptains, boolean officialByDefault) {
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

  /** Whether the Official Warp preset is on. */
  boolean official(boolean byDefault) {
    return rules == Rules.DEFAULT ? byDefault : rules == Rules.OFFICIAL;
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
      PositiveConverter positive = new PositiveConverter();
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

  /** A whole number of at least 1. */
  static final class PositiveConverter implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      try {
        int n = Integer.parseInt(value);
        if (n >= 1) {
          return n;
        }
      } catch (NumberFormatException e) {
        // refused below, in the same words
      }
      throw new TypeConversionException("a whole number of at least 1 is needed, not \"" + value + "\"");
    }
  }
}
