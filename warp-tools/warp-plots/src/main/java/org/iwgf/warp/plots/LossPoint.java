// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

/**
 * One point of a training run's loss curve: the network after an epoch, measured on the training samples
 * and on the held-out ones.
 *
 * @param iteration the phase the epoch belongs to: 0 for learning from the expert's own games, then 1, 2, …
 *     for each expert iteration (the network plays, the expert labels its decisions)
 * @param epoch the epoch, counted on across iterations; 0 is the untrained network
 * @param train the loss on the training samples
 * @param heldOut the loss on the held-out samples
 * @param heldOutPolicy the policy part of the held-out loss
 * @param heldOutValue the value part of the held-out loss
 * @param heldOutAgreement the share of held-out decisions where the network's choice is the expert's, 0 to 1
 * @since 0.1.0
 */
public record LossPoint(int iteration, int epoch, double train, double heldOut, double heldOutPolicy,
    double heldOutValue, double heldOutAgreement) {
  /**
   * Checks the values.
   *
   * @throws IllegalArgumentException when the iteration or epoch is negative, a loss is negative or not
   *     finite, or the agreement is not a share from 0 to 1
   */
  public LossPoint {
    if (iteration < 0 || epoch < 0) {
      throw new IllegalArgumentException("the iteration and epoch cannot be negative, not " + iteration + " and "
          + epoch);
    }
    for (double loss : new double[] {train, heldOut, heldOutPolicy, heldOutValue}) {
      if (!(loss >= 0 && Double.isFinite(loss))) {
        throw new IllegalArgumentException("a loss is a finite number of at least 0, not " + loss);
      }
    }
    if (!(heldOutAgreement >= 0 && heldOutAgreement <= 1)) {
      throw new IllegalArgumentException("the agreement is a share from 0 to 1, not " + heldOutAgreement);
    }
  }
}
