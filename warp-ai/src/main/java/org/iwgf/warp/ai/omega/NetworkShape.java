// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.List;

/**
 * The shape of an Ω network: an input vector of {@code inputs} floats, fully connected hidden layers with
 * ReLU, and two heads on the last hidden layer — the policy (one logit per action index) and the value (one
 * number in −1..1, tanh). A network with {@code moveFeatures} also reads that many {@linkplain MoveFeatures
 * features of each legal move} and has a third head, of one weight per feature: a legal move's logit is its
 * action's policy logit plus the sum of its features, each times that head's weight for the position — so
 * Ω can weigh named considerations (pips shed, Red Alert safety, …) differently as the game goes. With
 * {@code moveHidden} as well, a move's logit also has a term no sum of weighed features can give: a hidden
 * layer of that width, ReLU, over the move's features plus a context the last hidden layer computes for the
 * position, read out by one weight per unit — so features can combine (a double is worth charting when it
 * also strands the next captain).
 *
 * @param inputs the length of the observation vector
 * @param hidden the width of each hidden layer, input side first; at least one
 * @param actions the number of action indices the policy head scores
 * @param moveFeatures the number of features read per legal move; 0 for none
 * @param moveHidden the width of the hidden layer that combines a move's features; 0 for none (and always 0
 *     without move features)
 * @since 0.1.0
 */
public record NetworkShape(int inputs, List<Integer> hidden, int actions, int moveFeatures, int moveHidden) {
  /** The most weights a network may hold: a few megabytes of floats, far above any shipped network. */
  public static final long MAX_PARAMETERS = 4_000_000;
  /** The widest a layer may be. */
  public static final int MAX_WIDTH = 65_536;
  /** The most features a network may read per move. */
  public static final int MAX_MOVE_FEATURES = 256;
  /** The widest the layer combining a move's features may be. */
  public static final int MAX_MOVE_HIDDEN = 1024;

  /**
   * @throws IllegalArgumentException if a size is not positive, a layer is wider than {@link #MAX_WIDTH}, there
   *     is no hidden layer, {@code moveHidden} is negative, wider than {@link #MAX_MOVE_HIDDEN} or set without
   *     move features, or the network would hold more than {@link #MAX_PARAMETERS} weights
   */
  public NetworkShape {
    hidden = List.copyOf(hidden);
    if (hidden.isEmpty()) {
      throw new IllegalArgumentException("an Ω network has at least one hidden layer");
    }
    checkWidth("inputs", inputs);
    checkWidth("actions", actions);
    hidden.forEach(h -> checkWidth("a hidden layer", h));
    if (moveFeatures < 0 || moveFeatures > MAX_MOVE_FEATURES) {
      throw new IllegalArgumentException("a network reads 0 to " + MAX_MOVE_FEATURES + " features per move, not "
          + moveFeatures);
    }
    if (moveHidden < 0 || moveHidden > MAX_MOVE_HIDDEN || (moveHidden > 0 && moveFeatures == 0)) {
      throw new IllegalArgumentException("a network combines a move's features in 0 to " + MAX_MOVE_HIDDEN
          + " units, and only if it reads move features, not " + moveHidden + " of " + moveFeatures);
    }
    long parameters = count(inputs, hidden, actions, moveFeatures, moveHidden);
    if (parameters > MAX_PARAMETERS) {
      throw new IllegalArgumentException("a network of " + parameters + " weights is larger than the "
          + MAX_PARAMETERS + " allowed");
    }
  }

  /**
   * A shape whose move features, if any, are only weighed and summed (no layer combines them).
   *
   * @throws IllegalArgumentException as the canonical constructor
   */
  public NetworkShape(int inputs, List<Integer> hidden, int actions, int moveFeatures) {
    this(inputs, hidden, actions, moveFeatures, 0);
  }

  /**
   * A shape without move features.
   *
   * @throws IllegalArgumentException as the canonical constructor
   */
  public NetworkShape(int inputs, List<Integer> hidden, int actions) {
    this(inputs, hidden, actions, 0, 0);
  }

  /**
   * This shape with a layer of {@code width} units combining each move's features.
   *
   * @throws IllegalArgumentException as the canonical constructor
   */
  public NetworkShape withMoveHidden(int width) {
    return new NetworkShape(inputs, hidden, actions, moveFeatures, width);
  }

  private static void checkWidth(String what, int width) {
    if (width < 1 || width > MAX_WIDTH) {
      throw new IllegalArgumentException(what + " must be 1 to " + MAX_WIDTH + " wide, not " + width);
    }
  }

  /** The number of weights and biases the network holds. */
  public long parameters() {
    return count(inputs, hidden, actions, moveFeatures, moveHidden);
  }

  private static long count(int inputs, List<Integer> hidden, int actions, int moveFeatures, int moveHidden) {
    long parameters = 0;
    int in = inputs;
    for (int h : hidden) {
      parameters += (long) in * h + h;
      in = h;
    }
    parameters += (long) (in + 1) * (actions + 1 + moveFeatures);
    // The combining layer: its context, its layer over the features, its read-out.
    return moveHidden == 0 ? parameters
        : parameters + (long) (in + 1) * moveHidden + (long) (moveFeatures + 1) * moveHidden + moveHidden + 1;
  }

  /** The width of the last hidden layer, which both heads read. */
  public int lastHidden() {
    return hidden.get(hidden.size() - 1);
  }
}
