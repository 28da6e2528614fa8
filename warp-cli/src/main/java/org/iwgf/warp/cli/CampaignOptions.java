// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.Objects;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.rules.GoOutStructure;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpFactor;
import org.iwgf.warp.modules.official.OfficialWarp;

/**
 * What the campaign simulator was asked to play, read from its command line.
 *
 * @param factor the set in play ({@code --factor}, default Warp 12)
 * @param captains fleet size ({@code --captains}, default 4)
 * @param objective points campaign or go out ({@code --objective}, default points)
 * @param structure how a go-out sector is decided ({@code --structure}, default sudden death)
 * @param rounds rounds of a points campaign, 0 for the factor's full ladder ({@code --rounds})
 * @param seed deals the sector ({@code --seed}, default 1)
 * @param official whether the Official Warp rules preset is on ({@code --rules official}, the default) or
 *     only Sections I–V ({@code --rules standard})
 * @param turns whether every turn is told ({@code --turns})
 * @param help whether only the usage text was asked for ({@code --help})
 * @since 0.1.0
 */
public record CampaignOptions(WarpFactor factor, int captains, Objective objective, GoOutStructure structure,
    int rounds, long seed, boolean official, boolean turns, boolean help) {

  public CampaignOptions {
    Objects.requireNonNull(factor, "factor");
    Objects.requireNonNull(objective, "objective");
    Objects.requireNonNull(structure, "structure");
  }

  /** The usage text printed by {@code --help}. */
  public static final String USAGE = String.join("\n",
      "Usage: SimulateCampaign [options]",
      "Plays one Warp sector between AI officers (Ensign, Lieutenant, Commander, Commander with Lookahead,",
      "in turn around the table) and prints its log.",
      "",
      "  --factor 9|12|15|18        the set in play (default 12)",
      "  --captains N               fleet size (default 4)",
      "  --objective points|go-out  points campaign or go out (default points)",
      "  --rounds N                 rounds of a points campaign (default: the full ladder, 13 on Warp 12)",
      "  --structure S              how a go-out sector is decided: sudden-death (default), fixed:N,",
      "                             fixed:N:offered (tied captains vote on overtime) or first-to:X",
      "  --seed S                   deals the sector; the same seed replays it exactly (default 1)",
      "  --rules official|standard  the Official Warp rules preset (default: Continuum, Salamander,",
      "                             Drop to Impulse, All Stop!, 0-0 worth 0) or Sections I-V only",
      "  --turns                    also tell every turn",
      "  --help                     print this text",
      "",
      "Exit status: 0 when the sector was played, 2 when the options are not valid.");

  /**
   * Reads {@code args}; options take their value as the next argument or after {@code =}.
   *
   * @throws UsageException if an option is unknown, lacks its value, has a bad value, or does not apply to
   *     the chosen objective
   */
  public static CampaignOptions parse(String... args) {
    WarpFactor factor = WarpFactor.WARP_12;
    int captains = 4;
    Objective objective = Objective.POINTS_CAMPAIGN;
    GoOutStructure structure = GoOutStructure.suddenDeath();
    boolean structureGiven = false;
    int rounds = 0;
    long seed = 1;
    boolean official = true;
    boolean turns = false;
    boolean help = false;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      String name = arg;
      String value = null;
      int eq = arg.indexOf('=');
      if (arg.startsWith("--") && eq > 0) {
        name = arg.substring(0, eq);
        value = arg.substring(eq + 1);
      }
      switch (name) {
        case "--help":
        case "-h":
          help = true;
          break;
        case "--turns":
          turns = true;
          break;
        case "--factor":
        case "--captains":
        case "--objective":
        case "--structure":
        case "--rounds":
        case "--seed":
        case "--rules":
          if (value == null) {
            if (i + 1 >= args.length || args[i + 1].startsWith("--")) {
              throw new UsageException("MISSING_VALUE", name + " needs a value (see --help).");
            }
            value = args[++i];
          }
          switch (name) {
            case "--factor":
              factor = factor(value);
              break;
            case "--captains":
              captains = positive(name, value);
              break;
            case "--objective":
              objective = objective(value);
              break;
            case "--structure":
              structure = structure(value);
              structureGiven = true;
              break;
            case "--rounds":
              rounds = positive(name, value);
              break;
            case "--rules":
              official = official(value);
              break;
            default:
              seed = seed(value);
              break;
          }
          break;
        default:
          throw new UsageException("UNKNOWN_OPTION", "There is no option " + quoted(arg) + " (see --help).");
      }
    }
    if (objective == Objective.POINTS_CAMPAIGN && structureGiven) {
      throw new UsageException("OPTION_CONFLICT",
          "--structure decides a go-out sector; add --objective go-out or leave it out.");
    }
    if (objective == Objective.GO_OUT && rounds != 0) {
      throw new UsageException("OPTION_CONFLICT",
          "--rounds sets the length of a points campaign; a go-out sector is shaped by --structure.");
    }
    return new CampaignOptions(factor, captains, objective, structure, rounds, seed, official, turns, help);
  }

  /**
   * The configuration these options describe, captains named from the {@link Roster}.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the options break a rule of the game, e.g.
   *     too many captains for the factor
   */
  public WarpConfig toConfig() {
    WarpConfig.Builder b = (official ? OfficialWarp.builder(factor, captains)
        : WarpConfig.builder().factor(factor).captains(captains))
        .objective(objective).campaignRounds(rounds).goOut(structure);
    if (captains >= 1 && captains <= Roster.size()) {
      b.captainNames(Roster.aviators(captains));
    }
    return b.build();
  }

  private static WarpFactor factor(String value) {
    try {
      return WarpFactor.ofMaxPip(Integer.parseInt(value));
    } catch (NumberFormatException | InvalidConfigException e) {
      throw new UsageException("BAD_VALUE", "--factor must be 9, 12, 15 or 18, not " + quoted(value) + ".");
    }
  }

  private static Objective objective(String value) {
    if ("points".equals(value)) {
      return Objective.POINTS_CAMPAIGN;
    }
    if ("go-out".equals(value)) {
      return Objective.GO_OUT;
    }
    throw new UsageException("BAD_VALUE", "--objective must be points or go-out, not " + quoted(value) + ".");
  }

  private static boolean official(String value) {
    if ("official".equals(value)) {
      return true;
    }
    if ("standard".equals(value)) {
      return false;
    }
    throw new UsageException("BAD_VALUE", "--rules must be official or standard, not " + quoted(value) + ".");
  }

  private static GoOutStructure structure(String value) {
    if ("sudden-death".equals(value)) {
      return GoOutStructure.suddenDeath();
    }
    String[] parts = value.split(":", -1);
    if (parts.length == 2 && "first-to".equals(parts[0])) {
      return GoOutStructure.firstTo(positive("--structure first-to", parts[1]));
    }
    if ("fixed".equals(parts[0]) && (parts.length == 2 || (parts.length == 3 && "offered".equals(parts[2])))) {
      GoOutStructure.Overtime overtime = parts.length == 3 ? GoOutStructure.Overtime.OFFERED
          : GoOutStructure.Overtime.FORCED;
      return GoOutStructure.fixedRounds(positive("--structure fixed", parts[1]), overtime);
    }
    throw new UsageException("BAD_VALUE", "--structure must be sudden-death, fixed:N, fixed:N:offered or "
        + "first-to:X, not " + quoted(value) + ".");
  }

  private static int positive(String option, String value) {
    int n;
    try {
      n = Integer.parseInt(value);
    } catch (NumberFormatException e) {
      n = 0;
    }
    if (n < 1) {
      throw new UsageException("BAD_VALUE", option + " must be a whole number of at least 1, not "
          + quoted(value) + ".");
    }
    return n;
  }

  private static long seed(String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new UsageException("BAD_VALUE", "--seed must be a whole number, not " + quoted(value) + ".");
    }
  }

  private static String quoted(String value) {
    return "\"" + value + "\"";
  }
}
