// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The Weng–Lin (OpenSkill) rating update for one sector in which every seat is rated on its own. Given
 * each seat's rating before the sector and the finishing {@link Placements}, {@link #rate} returns each
 * seat's rating after it. Only places count: the update never sees a score.
 *
 * <p>Matches the reference OpenSkill implementations (openskill.js, openskill.py) for one-captain teams:
 * before the update every sigma is widened to {@code sqrt(sigma^2 + tau^2)}; sigma is not clamped from
 * rising afterwards. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class OpenSkill {
  private final RatingModel model;
  private final ModelParameters parameters;

  private OpenSkill(RatingModel model, ModelParameters parameters) {
    this.model = Objects.requireNonNull(model, "model");
    this.parameters = Objects.requireNonNull(parameters, "parameters");
  }

  /** Plackett–Luce with the default parameters: the TEI update. */
  public static OpenSkill standard() {
    return new OpenSkill(RatingModel.PLACKETT_LUCE, ModelParameters.defaults());
  }

  /** The update of {@code model} with {@code parameters}. */
  public static OpenSkill of(RatingModel model, ModelParameters parameters) {
    return new OpenSkill(model, parameters);
  }

  /** The model this update uses. */
  public RatingModel model() {
    return model;
  }

  /** The constants this update uses. */
  public ModelParameters parameters() {
    return parameters;
  }

  /**
   * Each seat's rating after a sector.
   *
   * @param before each seat's rating before the sector, in seat order
   * @param places each seat's finishing place
   * @return each seat's rating after the sector, in seat order
   * @throws TeiException {@code SEATS} if the two lists differ in length
   */
  public List<Rating> rate(List<Rating> before, Placements places) {
    Objects.requireNonNull(places, "places");
    if (before.size() != places.seats()) {
      throw new TeiException("SEATS", before.size() + " ratings were given for " + places.seats()
          + " placed seats.");
    }
    int n = before.size();
    double tauSq = parameters.tau() * parameters.tau();
    double[] mu = new double[n];
    double[] var = new double[n];
    for (int i = 0; i < n; i++) {
      Rating r = Objects.requireNonNull(before.get(i), "rating");
      mu[i] = r.mu();
      var[i] = r.sigma() * r.sigma() + tauSq;
    }
    double[][] change = model == RatingModel.PLACKETT_LUCE ? plackettLuce(mu, var, places)
        : bradleyTerryFull(mu, var, places);
    List<Rating> after = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      double omega = change[0][i];
      double delta = change[1][i];
      double sigma = Math.sqrt(var[i]) * Math.sqrt(Math.max(1 - delta, parameters.kappa()));
      after.add(new Rating(mu[i] + omega, sigma));
    }
    return List.copyOf(after);
  }

  /** Algorithm 4 of Weng and Lin: omega and delta per seat. */
  private double[][] plackettLuce(double[] mu, double[] var, Placements places) {
    int n = mu.length;
    double betaSq = parameters.beta() * parameters.beta();
    double cSq = 0;
    for (int i = 0; i < n; i++) {
      cSq += var[i] + betaSq;
    }
    double c = Math.sqrt(cSq);
    double[] strength = new double[n];
    for (int i = 0; i < n; i++) {
      strength[i] = Math.exp(mu[i] / c);
    }
    // sumQ[q]: strength of every seat placed at or behind q; sharing[q]: seats sharing q's place.
    double[] sumQ = new double[n];
    int[] sharing = new int[n];
    for (int q = 0; q < n; q++) {
      for (int i = 0; i < n; i++) {
        if (places.placeOf(i) >= places.placeOf(q)) {
          sumQ[q] += strength[i];
        }
        if (places.placeOf(i) == places.placeOf(q)) {
          sharing[q]++;
        }
      }
    }
    double[][] out = new double[2][n];
    for (int i = 0; i < n; i++) {
      double omega = 0;
      double delta = 0;
      for (int q = 0; q < n; q++) {
        if (places.placeOf(q) > places.placeOf(i)) {
          continue;
        }
        double p = strength[i] / sumQ[q];
        delta += p * (1 - p) / sharing[q];
        omega += (q == i ? 1 - p : -p) / sharing[q];
      }
      double gamma = Math.sqrt(var[i]) / c;
      out[0][i] = omega * var[i] / c;
      out[1][i] = delta * var[i] / cSq * gamma;
    }
    return out;
  }

  /** Algorithm 1 of Weng and Lin (full pairing): omega and delta per seat. */
  private double[][] bradleyTerryFull(double[] mu, double[] var, Placements places) {
    int n = mu.length;
    double twoBetaSq = 2 * parameters.beta() * parameters.beta();
    double[][] out = new double[2][n];
    for (int i = 0; i < n; i++) {
      double omega = 0;
      double delta = 0;
      for (int q = 0; q < n; q++) {
        if (q == i) {
          continue;
        }
        double ciq = Math.sqrt(var[i] + var[q] + twoBetaSq);
        double p = 1 / (1 + Math.exp((mu[q] - mu[i]) / ciq));
        double varOverC = var[i] / ciq;
        double gamma = Math.sqrt(var[i]) / ciq;
        omega += varOverC * (places.score(i, q) - p);
        delta += gamma * varOverC / ciq * p * (1 - p);
      }
      out[0][i] = omega;
      out[1][i] = delta;
    }
    return out;
  }
}
