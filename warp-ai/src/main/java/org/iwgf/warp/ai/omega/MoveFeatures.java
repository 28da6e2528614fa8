// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * Named features of each legal move that an Ω network reads beside the observation (see
 * {@link NetworkShape#moveFeatures()}): hand-made knowledge such as the heuristic officers' terms, which the
 * network learns to weigh by position. Features are computed from the seat's view only (and, for features
 * that {@linkplain #usesIntel() use it}, from what the seat has learned from its own views and events), so
 * they cannot leak hidden information. A network is trained and played with the same features, in the same order.
 *
 * <p>Implementations are stateless and thread-safe.
 *
 * @since 0.1.0
 */
public interface MoveFeatures {

  /** No features: the network reads the observation alone. */
  MoveFeatures NONE = new MoveFeatures() {
    @Override
    public List<String> names() {
      return List.of();
    }

    @Override
    public void write(SeatView view, List<WarpMove> moves, float[] out) {
      // nothing to write
    }

    @Override
    public String toString() {
      return "no move features";
    }
  };

  /** The features' names, in the order they are written; the network reads {@code names().size()} per move. */
  List<String> names();

  /** The number of features per move. */
  default int count() {
    return names().size();
  }

  /**
   * Writes the features of each of {@code moves} (legal moves of {@code view}) into {@code out}: feature
   * {@code j} of {@code moves.get(k)} at {@code out[k * count() + j]}. Each feature is a finite number.
   *
   * @throws IllegalArgumentException if {@code out} is shorter than {@code moves.size() * count()}
   */
  void write(SeatView view, List<WarpMove> moves, float[] out);

  /**
   * As {@link #write(SeatView, List, float[])}, also reading what the seat has learned this round about the
   * coordinates it cannot see ({@link Intel}: who could not chart on which ends). Features that do not read
   * it ({@link #usesIntel()} false) write exactly what the other method writes.
   *
   * @throws IllegalArgumentException if {@code out} is shorter than {@code moves.size() * count()}
   */
  default void write(SeatView view, Intel intel, List<WarpMove> moves, float[] out) {
    write(view, moves, out);
  }

  /**
   * True if these features read the seat's {@link Intel}: a captain playing them must then be given it (an
   * arena or sector follows the round for it), and {@link #write(SeatView, List, float[])} writes them as for
   * a seat that has learned nothing.
   */
  default boolean usesIntel() {
    return false;
  }

  /**
   * The move features {@code network} reads: none if it reads none, else the set an installed {@link Catalog}
   * recognises (the Commander's features, which the shipped weights read, come with this artifact).
   *
   * @throws IllegalArgumentException if no installed catalog knows the features the network reads
   * @since 1.0.0
   */
  static MoveFeatures readBy(Network network) {
    if (network.shape().moveFeatures() == 0) {
      return NONE;
    }
    for (Catalog catalog : ServiceLoader.load(Catalog.class, MoveFeatures.class.getClassLoader())) {
      Optional<MoveFeatures> found = catalog.readBy(network);
      if (found.isPresent()) {
        return found.get();
      }
    }
    throw new IllegalArgumentException("network " + network.name() + " reads " + network.shape().moveFeatures()
        + " features per move, and no installed set of move features has that many");
  }

  /**
   * Recognises the sets of move features a module defines, found as a {@link ServiceLoader} service: how the
   * search finds the features the shipped weights read (defined with the officers' heuristics) without
   * depending on the officers.
   *
   * @since 1.0.0
   */
  interface Catalog {
    /** The set of features {@code network} reads, if it is one of this catalog's; empty otherwise. */
    Optional<MoveFeatures> readBy(Network network);
  }
}
