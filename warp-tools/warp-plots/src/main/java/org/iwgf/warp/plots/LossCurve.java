// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A training run's loss curve, from the files {@code warp train} writes: one point per epoch, in order.
 *
 * @param command the command line that trained the network, empty when the file does not say
 * @param points the points, at least one, their epochs rising and their iterations never falling
 * @since 0.1.0
 */
public record LossCurve(String command, List<LossPoint> points) {
  /** The columns of the CSV form, in the order {@link #point} reads them. */
  private static final List<String> COLUMNS = List.of("iteration", "epoch", "train_loss", "heldout_loss",
      "heldout_policy_loss", "heldout_value_loss", "heldout_agreement");

  /** The fields of each {@code losses} element of the JSON form, in the same order. */
  private static final List<String> FIELDS = List.of("iteration", "epoch", "train", "heldOut", "heldOutPolicy",
      "heldOutValue", "heldOutAgreement");

  /**
   * Checks and copies the points.
   *
   * @throws IllegalArgumentException when there is no point, an epoch does not rise or an iteration falls
   */
  public LossCurve {
    Objects.requireNonNull(command, "command");
    points = List.copyOf(points);
    if (points.isEmpty()) {
      throw new IllegalArgumentException("a loss curve has at least one point");
    }
    for (int i = 1; i < points.size(); i++) {
      follows(points.get(i - 1), points.get(i));
    }
  }

  /**
   * Reads a loss curve as {@code warp train} writes it: CSV ({@code --csv}: {@code # command}, then {@code
   * iteration,epoch,train_loss,heldout_loss,heldout_policy_loss,heldout_value_loss,heldout_agreement}) or
   * the JSON summary ({@code --json}: an object with {@code command} and {@code losses}, each with {@code
   * iteration}, {@code epoch}, {@code train}, {@code heldOut}, {@code heldOutPolicy}, {@code heldOutValue}
   * and {@code heldOutAgreement}; its other fields are ignored). A file starting with <code>{</code> or
   * <code>[</code> is read as JSON, any other as CSV.
   *
   * @param file the CSV or JSON file
   * @return the curve
   * @throws PlotDataException when the file is empty or has no point, a column or field is missing, a value
   *     is not a number, a loss is negative, the agreement is not a share from 0 to 1, or the epochs do not
   *     rise
   * @throws IOException when the file cannot be read
   */
  public static LossCurve read(Path file) throws IOException {
    DataFile data = DataFile.read(file);
    if (data.isJson()) {
      Json json = Json.read(data);
      return of(json.optionalText("command"), json.objects("losses"), FIELDS);
    }
    Csv csv = Csv.read(data, COLUMNS);
    return of(csv.command(), csv.rows(), COLUMNS);
  }

  private static LossCurve of(String command, List<? extends Fields> rows, List<String> names)
      throws PlotDataException {
    List<LossPoint> points = new ArrayList<>();
    for (Fields row : rows) {
      LossPoint p = point(row, names);
      if (!points.isEmpty()) {
        try {
          follows(points.get(points.size() - 1), p);
        } catch (IllegalArgumentException e) {
          throw row.refuse(e);
        }
      }
      points.add(p);
    }
    return new LossCurve(command, points);
  }

  private static LossPoint point(Fields row, List<String> names) throws PlotDataException {
    int iteration = row.count(names.get(0));
    int epoch = row.count(names.get(1));
    double train = row.nonNegative(names.get(2));
    double heldOut = row.nonNegative(names.get(3));
    double policy = row.nonNegative(names.get(4));
    double value = row.nonNegative(names.get(5));
    double agreement = row.share(names.get(6));
    try {
      return new LossPoint(iteration, epoch, train, heldOut, policy, value, agreement);
    } catch (IllegalArgumentException e) {
      throw row.refuse(e);
    }
  }

  /** Refuses {@code next} unless its epoch is past {@code previous}'s and its iteration not before it. */
  private static void follows(LossPoint previous, LossPoint next) {
    if (next.epoch() <= previous.epoch()) {
      throw new IllegalArgumentException("epoch " + next.epoch() + " after epoch " + previous.epoch()
          + "; the epochs rise");
    }
    if (next.iteration() < previous.iteration()) {
      throw new IllegalArgumentException("iteration " + next.iteration() + " after iteration "
          + previous.iteration() + "; the iterations never fall");
    }
  }

  /**
   * Where each expert iteration after the first point's starts: the epoch of the network that played its
   * games (the last point before it), so the iteration's own points lie to the right.
   *
   * @return per iteration, in order, its number and the epoch it starts at; empty when the curve stays in
   *     one iteration
   */
  public List<IterationStart> iterationStarts() {
    List<IterationStart> starts = new ArrayList<>();
    for (int i = 1; i < points.size(); i++) {
      LossPoint previous = points.get(i - 1);
      if (points.get(i).iteration() != previous.iteration()) {
        starts.add(new IterationStart(points.get(i).iteration(), previous.epoch()));
      }
    }
    return List.copyOf(starts);
  }

  /**
   * Where an expert iteration starts on the curve.
   *
   * @param iteration the iteration, at least 1
   * @param epoch the epoch of the network that played the iteration's games
   * @since 0.1.0
   */
  public record IterationStart(int iteration, int epoch) {}
}
