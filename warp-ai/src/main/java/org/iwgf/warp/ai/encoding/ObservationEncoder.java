// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import java.util.Arrays;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;

/**
 * Writes a seat's information state as floats, laid out by an {@link ObservationLayout}. It reads the
 * {@link SeatView} and nothing else, so two worlds a seat cannot tell apart encode identically.
 *
 * <p>{@link #encode(SeatView, float[])} allocates nothing once each plugin state type has been met once,
 * so a player can encode every decision into one buffer. An encoder keeps that per-type knowledge in
 * itself: use one encoder per thread.
 *
 * @since 0.1.0
 */
public final class ObservationEncoder {
  private final ObservationLayout layout;
  private final int captains;
  private final int setSize;
  private final int pips;
  private final int handSize;
  private final String[] pluginIds;
  private final PluginFeatures features;

  private ObservationEncoder(ObservationLayout layout) {
    this.layout = layout;
    WarpConfig config = layout.config();
    this.captains = config.captains();
    this.setSize = config.factor().set().size();
    this.pips = config.factor().maxPip() + 1;
    this.handSize = config.handSize();
    this.pluginIds = config.plugins().stream().map(PluginConfig::id).toArray(String[]::new);
    this.features = new PluginFeatures(captains, setSize);
  }

  /** An encoder for sectors played under {@code config}. */
  public static ObservationEncoder of(WarpConfig config) {
    return new ObservationEncoder(ObservationLayout.of(config));
  }

  /** An encoder writing {@code layout}. */
  public static ObservationEncoder of(ObservationLayout layout) {
    return new ObservationEncoder(layout);
  }

  /** The layout this encoder writes. */
  public ObservationLayout layout() {
    return layout;
  }

  /** A new array holding {@code view}'s encoding. */
  public float[] encode(SeatView view) {
    float[] out = new float[layout.size()];
    encode(view, out, 0);
    return out;
  }

  /**
   * Overwrites {@code out[0 … size()−1]} with {@code view}'s encoding; entries past the layout are left
   * alone.
   *
   * @throws IllegalArgumentException if {@code out} is shorter than the layout or the view is of another
   *     configuration's fleet or set
   */
  public void encode(SeatView view, float[] out) {
    encode(view, out, 0);
  }

  /**
   * Overwrites {@code out[offset … offset+size()−1]} with {@code view}'s encoding, e.g. one row of a batch.
   *
   * @throws IllegalArgumentException if that range does not fit in {@code out} or the view is of another
   *     configuration's fleet or set
   */
  public void encode(SeatView view, float[] out, int offset) {
    if (offset < 0 || out.length - offset < layout.size()) {
      throw new IllegalArgumentException("the buffer holds " + out.length + " floats; an observation needs "
          + layout.size() + " from offset " + offset);
    }
    if (view.config().captains() != captains || view.config().factor() != layout.config().factor()) {
      throw new IllegalArgumentException("the view is of " + view.config().factor().displayName() + " × "
          + view.config().captains() + ", the layout of " + layout);
    }
    Arrays.fill(out, offset, offset + layout.size(), 0f);
    int seat = view.seat();
    WarpConfig config = view.config();
    out[offset + layout.factor + config.factor().ordinal()] = 1f;
    out[offset + layout.fleet] = captains / 18f;
    out[offset + layout.objective + config.objective().ordinal()] = 1f;
    coordinates(view.hand(), out, offset + layout.hand);
    for (int k = 0; k < captains; k++) {
      TrailView t = view.trails().get(relative(seat, k));
      coordinates(t.coordinates(), out, offset + layout.trailCoordinates + k * setSize);
      coordinates(t.branches(), out, offset + layout.trailCoordinates + k * setSize);
      out[offset + layout.openEnds + k * pips + t.openEnd()] = 1f;
      out[offset + layout.started + k] = t.coordinates().isEmpty() ? 0f : 1f;
      out[offset + layout.beacons + k] = t.beaconUp() ? 1f : 0f;
      out[offset + layout.handCounts + k] = view.handCounts().get(relative(seat, k)) / (float) handSize;
      out[offset + layout.scores + k] = squash(view.campaignScores().get(relative(seat, k)), ObservationLayout.SCORE_HALF);
      out[offset + layout.roundWins + k] = horizon(view.roundWins().get(relative(seat, k)));
    }
    TrailView nz = view.neutralZone();
    coordinates(nz.coordinates(), out, offset + layout.neutralZone);
    coordinates(nz.branches(), out, offset + layout.neutralZone);
    out[offset + layout.neutralZoneEnd + nz.openEnd()] = 1f;
    out[offset + layout.neutralZoneEnd + pips] = nz.coordinates().isEmpty() ? 0f : 1f;
    out[offset + layout.spacedock + view.spacedock().high()] = 1f;
    out[offset + layout.uncharted] = view.unchartedCount() / (float) setSize;
    out[offset + layout.phase + view.phase().ordinal()] = 1f;
    if (view.redAlert().isPresent()) {
      alert(view.redAlert().get(), seat, out, offset);
    }
    out[offset + layout.round] = horizon(view.round());
    out[offset + layout.toAct + Math.floorMod(view.toAct() - seat, captains)] = 1f;
    out[offset + layout.drew] = view.drewThisTurn() ? 1f : 0f;
    plugins(view, out, offset);
  }

  private void alert(RedAlert alert, int seat, float[] out, int offset) {
    out[offset + layout.alertFlags] = 1f;
    out[offset + layout.alertFlags + 1] = alert.red() ? 1f : 0f;
    out[offset + layout.alertFlags + 2] = alert.required() > 1 ? 1f : 0f;
    out[offset + layout.alertFlags + 3] = Math.min(1f, alert.placed() / (float) Math.max(1, alert.required()));
    out[offset + layout.alertPip + alert.pip()] = 1f;
    int slot = alert.route().slot(captains);
    out[offset + layout.alertRoute + (slot == captains ? captains : Math.floorMod(slot - seat, captains))] = 1f;
    out[offset + layout.alertCharter + Math.floorMod(alert.charter() - seat, captains)] = 1f;
    out[offset + layout.alertResponsible + Math.floorMod(alert.responsible() - seat, captains)] = 1f;
  }

  private void plugins(SeatView view, float[] out, int offset) {
    int block = layout.pluginBlock();
    for (int i = 0; i < pluginIds.length; i++) {
      String id = pluginIds[i];
      int known = ObservationLayout.KNOWN_PLUGINS.indexOf(id);
      out[offset + layout.modules + (known >= 0 ? known : ObservationLayout.KNOWN_PLUGINS.size())] = 1f;
      PluginState state = view.pluginStates().get(id);
      if (state != null) {
        int at = offset + layout.plugins + i * block;
        out[at] = 1f;
        features.write(state, view.seat(), out, at + 1, at + 1 + setSize, ObservationLayout.PLUGIN_VALUES);
      }
    }
  }

  private int relative(int seat, int k) {
    return (seat + k) % captains;
  }

  private float horizon(int value) {
    int h = Math.max(1, layout.roundHorizon());
    return Math.min(value, h) / (float) h;
  }

  /** {@code x / (|x| + half)}: monotone, 0 at 0, 0.5 at {@code half}, always inside (−1, 1). */
  static float squash(double x, float half) {
    return (float) (x / (Math.abs(x) + half));
  }

  private void coordinates(List<Coordinate> list, float[] out, int at) {
    for (int i = 0; i < list.size(); i++) {
      int index = list.get(i).index();
      if (index < setSize) {
        out[at + index] = 1f;
      }
    }
  }

  @Override
  public String toString() {
    return "ObservationEncoder[" + layout + "]";
  }
}
