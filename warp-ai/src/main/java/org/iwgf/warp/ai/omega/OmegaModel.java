// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;

/**
 * An Ω network with the tables it was trained for: a factor, a fleet size, an objective and the exact list of
 * optional rules (ids, options and order, which the encoding follows). A model {@linkplain #covers covers} a
 * configuration that matches all four; names, the first captain, the campaign's length and the scoring of a
 * caught double-blank may differ.
 *
 * <p>The library ships {@linkplain #shipped() two models}, for the rated table of Section VIII as the arena
 * measures it — Warp 12, a Points campaign under the Official Warp rules (Modules Alpha and Beta, Drop to
 * Impulse with a 1-coordinate catch, All Stop!, in that order) — with two captains ({@value #WARP12_OFFICIAL})
 * and with four ({@value #WARP12_OFFICIAL_FOUR}). Both read the Commander's move features. Their weights are
 * resources of this artifact (docs/omega.md says how they were trained), read once.
 *
 * @param network the weights
 * @param factor the set it plays
 * @param captains the fleet size it plays
 * @param objective the objective it plays
 * @param plugins the optional rules it plays, in order
 * @since 0.1.0
 */
public record OmegaModel(Network network, WarpFactor factor, int captains, Objective objective,
    List<PluginConfig> plugins) {
  /** The name of the shipped weights for two captains. */
  public static final String WARP12_OFFICIAL = "warp12-official-v5";
  /** The name of the shipped weights for four captains. */
  public static final String WARP12_OFFICIAL_FOUR = "warp12-official-4-v4";

  /**
   * @throws IllegalArgumentException if the network does not read the encoding of such tables
   */
  public OmegaModel {
    Objects.requireNonNull(network, "network");
    Objects.requireNonNull(factor, "factor");
    Objects.requireNonNull(objective, "objective");
    plugins = List.copyOf(plugins);
    WarpConfig sample = WarpConfig.builder().factor(factor).captains(captains).objective(objective)
        .plugins(plugins).build();
    int inputs = ObservationEncoder.of(sample).layout().size();
    int actions = ActionSpace.of(sample).size();
    if (network.shape().inputs() != inputs || network.shape().actions() != actions) {
      throw new IllegalArgumentException("network " + network.name() + " reads " + network.shape().inputs()
          + " inputs and " + network.shape().actions() + " actions; these tables encode " + inputs + " and "
          + actions);
    }
  }

  /**
   * A model of {@code network} for {@code config}'s table: its factor, fleet size, objective and optional
   * rules.
   *
   * @throws IllegalArgumentException if the network does not read the encoding of that table
   */
  public static OmegaModel of(Network network, WarpConfig config) {
    return new OmegaModel(network, config.factor(), config.captains(), config.objective(), config.plugins());
  }

  /**
   * The models shipped with the library: {@value #WARP12_OFFICIAL} (two captains) and
   * {@value #WARP12_OFFICIAL_FOUR} (four captains). Read from the artifact once.
   */
  public static List<OmegaModel> shipped() {
    return Shipped.MODELS;
  }

  /** The shipped model that covers {@code config}, if one does. */
  public static Optional<OmegaModel> covering(WarpConfig config) {
    return shipped().stream().filter(m -> m.covers(config)).findFirst();
  }

  /** Whether this model plays {@code config}: the same factor, fleet size, objective and optional rules. */
  public boolean covers(WarpConfig config) {
    return config.factor() == factor && config.captains() == captains && config.objective() == objective
        && config.plugins().equals(plugins);
  }

  /** Loaded on first use and kept: the weights are immutable. */
  private static final class Shipped {
    private static final List<PluginConfig> OFFICIAL = List.of(PluginConfig.of("module-alpha"),
        PluginConfig.of("module-beta"), PluginConfig.of("drop-to-impulse", Map.of("catchDraw", "1")),
        PluginConfig.of("all-stop"));
    static final List<OmegaModel> MODELS = List.of(
        new OmegaModel(read(WARP12_OFFICIAL), WarpFactor.WARP_12, 2, Objective.POINTS_CAMPAIGN, OFFICIAL),
        new OmegaModel(read(WARP12_OFFICIAL_FOUR), WarpFactor.WARP_12, 4, Objective.POINTS_CAMPAIGN, OFFICIAL));

    private static Network read(String name) {
      try (InputStream in = OmegaModel.class.getResourceAsStream(name + ".warpnet")) {
        if (in == null) {
          throw new IllegalStateException("the weights " + name + " are missing from warp-ai");
        }
        return Network.read(in);
      } catch (IOException e) {
        throw new UncheckedIOException("the weights " + name + " could not be read", e);
      }
    }
  }
}
