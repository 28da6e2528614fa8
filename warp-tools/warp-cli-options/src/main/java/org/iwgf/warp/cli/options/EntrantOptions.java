// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.omega.OmegaModel;
import picocli.CommandLine.Option;

/**
 * Who plays an arena match, as a picocli mixin: {@code --entrants NAME,...} ({@link Entrant#NAMES}, default
 * {@code commander,ensign}) and the budget of those that search ahead, {@code --samples N} worlds a decision
 * (default 8) of {@code --depth N} moves (default 12). The arena of both command lines mixes it in.
 *
 * @since 0.1.0
 */
public final class EntrantOptions {
  /** The charts a Lookahead entrant weighs at each decision. */
  private static final int CANDIDATES = 4;

  @Option(names = "--entrants", paramLabel = "NAME", split = ",",
      description = "Who plays: " + Entrant.NAMES + " (default commander,ensign).")
  private List<String> entrants = new ArrayList<>(List.of("commander", "ensign"));

  @Option(names = "--samples", paramLabel = "N", converter = PositiveInt.class,
      description = "Lookahead's worlds per decision (default 8).")
  private int samples = 8;

  @Option(names = "--depth", paramLabel = "N", converter = PositiveInt.class,
      description = "Lookahead's moves per world (default 12).")
  private int depth = 12;

  /** Options with nothing given yet; picocli fills them. */
  public EntrantOptions() {}

  /** The entrants' names as given, in order. */
  public List<String> names() {
    return List.copyOf(entrants);
  }

  /** Lookahead's worlds per decision. */
  public int samples() {
    return samples;
  }

  /** Lookahead's moves per world. */
  public int depth() {
    return depth;
  }

  /**
   * The entrants named, {@code omega} and {@code omega+} playing {@code models} (the first that covers each
   * table; {@link OmegaModel#shipped()} for the shipped weights).
   *
   * @throws IllegalArgumentException if a name names no entrant
   */
  public List<Entrant> field(List<OmegaModel> models) {
    return field(entrants, samples, depth, models);
  }

  /**
   * The entrants {@code names} name ({@link Entrant#parse(String, Lookahead, List)}), those that search ahead
   * sampling {@code samples} worlds of {@code depth} moves a decision: what {@link #field(List)} builds from the
   * options, for a job that carries the names and budget to another machine and builds its entrants there.
   *
   * @throws IllegalArgumentException if a name names no entrant or the budget is not positive
   */
  public static List<Entrant> field(List<String> names, int samples, int depth, List<OmegaModel> models) {
    Lookahead lookahead = Lookahead.of(samples, depth, CANDIDATES);
    return names.stream().map(name -> Entrant.parse(name, lookahead, models)).toList();
  }
}
