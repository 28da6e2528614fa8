// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * The Commander officer of Section VII: Ω's greedy policy with the Commander commission on top. At a table an
 * {@link OmegaModel} covers, it scores the legal moves with the model's policy head, adds uniform noise of
 * width {@value #TIE_NOISE} to each logit (so that moves Ω rates within that much of each other are chosen
 * between at random — the commission's noisy tie-breaks) and plays the best; with the commission's
 * {@linkplain Commission#blunderRate() blunder rate}, at a decision between two or more charts, it charts one
 * at random instead. At any other table — another factor, fleet size or set of optional rules — it plays as
 * the heuristic Commander ({@link Officer#heuristicCommander()}), the documented fallback. The Commander
 * officer, {@code Officer.of(Commission.COMMANDER)}, plays the {@linkplain #standard() standard} one.
 *
 * <p>It reads its seat's view only, keeps no state between decisions (a per-thread cache of encoders aside)
 * and draws its randomness from the generator it is given: the same view and generator position give the
 * same move. Thread-safe.
 *
 * @since 0.1.0
 */
public final class OmegaCommander implements Captain {
  /** Width of the uniform noise added to each policy logit: Ω's near-ties are broken at random. */
  public static final double TIE_NOISE = 0.05;

  private static final int CACHED_TABLES = 64;

  private final List<OmegaModel> models;
  private final Officer fallback;
  private final ConcurrentMap<WarpConfig, Optional<OmegaCaptain>> captains = new ConcurrentHashMap<>();

  private OmegaCommander(List<OmegaModel> models) {
    this.models = List.copyOf(models);
    this.fallback = Officer.heuristicCommander();
  }

  /** The Commander with the {@linkplain OmegaModel#shipped() shipped} models. */
  public static OmegaCommander standard() {
    return new OmegaCommander(OmegaModel.shipped());
  }

  /** A Commander playing {@code models} where they cover the table, the heuristic Commander elsewhere. */
  public static OmegaCommander of(List<OmegaModel> models) {
    return new OmegaCommander(Objects.requireNonNull(models, "models"));
  }

  /** Whether Ω plays {@code config}; if not, the heuristic Commander does. */
  public boolean covers(WarpConfig config) {
    return model(config).isPresent();
  }

  /**
   * The model Ω plays at {@code config}: the first of this Commander's models that covers it; empty where none
   * does and the heuristic Commander plays instead.
   */
  public Optional<OmegaModel> model(WarpConfig config) {
    return models.stream().filter(m -> m.covers(config)).findFirst();
  }

  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    return choose(view, Intel.none(), random);
  }

  @Override
  public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
    if (captains.size() > CACHED_TABLES) {
      captains.clear(); // a server meets many tables; the cache only saves re-building encoders
    }
    Optional<OmegaCaptain> omega = captains.computeIfAbsent(view.config(),
        c -> model(c).map(m -> OmegaCaptain.of(m.network(), c, CommanderFeatures.readBy(m.network()))));
    if (omega.isEmpty()) {
      return fallback.choose(view, intel, random);
    }
    List<WarpMove> legal = Captain.movesOpenTo(view);
    if (legal.size() == 1) {
      return legal.get(0);
    }
    List<WarpMove.Chart> charts = new ArrayList<>();
    for (WarpMove m : legal) {
      if (m instanceof WarpMove.Chart chart) {
        charts.add(chart);
      }
    }
    if (charts.size() > 1 && random.nextDouble() < Commission.COMMANDER.blunderRate()) {
      return charts.get(random.nextInt(charts.size()));
    }
    float[] logits = omega.get().logits(view, intel, legal);
    return legal.get(Officer.noisyBest(legal.size(), k -> logits[k], TIE_NOISE, random));
  }

  /**
   * True if a model's move features read the seat's intel (or the fallback does): an arena or sector then
   * follows the round for this seat.
   */
  @Override
  public boolean usesIntel() {
    return fallback.usesIntel()
        || models.stream().anyMatch(m -> CommanderFeatures.readBy(m.network()).usesIntel());
  }

  @Override
  public String toString() {
    return "Commander";
  }
}
