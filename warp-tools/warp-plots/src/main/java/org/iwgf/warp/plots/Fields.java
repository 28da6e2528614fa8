// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

/** The named values of a CSV row or a JSON object, each refused with where it is when malformed. */
interface Fields {
  /** The field as a whole number that fits an {@code int}. */
  int count(String field) throws PlotDataException;

  /** The field as a finite number. */
  double number(String field) throws PlotDataException;

  /** A refusal of a value read here, naming where it is. */
  PlotDataException refuse(IllegalArgumentException e);

  /** The field as a finite number of at least 0. */
  default double nonNegative(String field) throws PlotDataException {
    double value = number(field);
    if (value < 0) {
      throw refuse(new IllegalArgumentException(field + " is negative: " + value));
    }
    return value;
  }

  /** The field as a share, a number from 0 to 1. */
  default double share(String field) throws PlotDataException {
    double value = number(field);
    if (value < 0 || value > 1) {
      throw refuse(new IllegalArgumentException(field + " is not a share from 0 to 1: " + value));
    }
    return value;
  }

  /**
   * A standing from {@code games}, the win rate field {@code winRate}, {@code low95} and {@code high95}.
   */
  default Standing standing(String entrant, String winRate) throws PlotDataException {
    int games = count("games");
    double rate = number(winRate);
    double low = number("low95");
    double high = number("high95");
    try {
      return new Standing(entrant, games, rate, low, high);
    } catch (IllegalArgumentException e) {
      throw refuse(e);
    }
  }
}
