// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.awt.Rectangle;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;

/**
 * A chart of Warp's measurements, ready to be written as PNG and SVG. Each chart shows, at its foot, the
 * command lines that produced its data. A chart is immutable: it keeps the data it was made from and draws
 * it anew on every rendering, so it may be rendered from several threads.
 *
 * <p>Rendering needs no display: unless the system property {@code java.awt.headless} is already set, the
 * first rendering sets it to {@code true}.
 *
 * @since 0.1.0
 */
public final class Chart {
  /** The default width, in pixels. */
  public static final int DEFAULT_WIDTH = 960;

  /** The default height, in pixels. */
  public static final int DEFAULT_HEIGHT = 540;

  /** The largest width or height, in pixels. */
  public static final int MAX_SIDE = 8192;

  private final String name;
  private final int width;
  private final int height;
  private final Supplier<JFreeChart> drawing;

  private Chart(String name, int width, int height, Supplier<JFreeChart> drawing) {
    if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
      throw new IllegalArgumentException("a chart is 1 to " + MAX_SIDE + " pixels each way, not " + width + " x "
          + height);
    }
    this.name = name;
    this.width = width;
    this.height = height;
    this.drawing = drawing;
  }

  /**
   * The strength ladder: per match, in the order given, the first-named entrant's win rate with its 95 %
   * confidence bar, and a dashed line at the even split (one over the number of entrants).
   *
   * @param matches the matches, at least one
   * @return the chart
   * @throws IllegalArgumentException when no match is given
   */
  public static Chart ladder(List<MatchStandings> matches) {
    List<MatchStandings> copy = List.copyOf(matches);
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("a ladder needs at least one match");
    }
    return new Chart("ladder", DEFAULT_WIDTH, DEFAULT_HEIGHT, () -> Drawings.ladder(copy));
  }

  /**
   * The calibration: per row, the Commander's win rate against the Ensign with its 95 % confidence bar, the
   * rulebook's figure as a diamond where it gives a share and as a band where it gives a range, and the
   * even split; rows not played keep their place and are named below the chart.
   *
   * @param table the calibration
   * @return the chart
   */
  public static Chart calibration(CalibrationTable table) {
    Objects.requireNonNull(table, "table");
    return new Chart("calibration", DEFAULT_WIDTH, DEFAULT_HEIGHT, () -> Drawings.calibration(table));
  }

  /**
   * The soak's blocked-round rate per Module: one bar per Module (and for the games without one), labelled
   * with its rate, and a dashed line at the rate over all games when the report gives it.
   *
   * @param soak the soak's rates
   * @return the chart
   */
  public static Chart blockedRates(SoakRates soak) {
    Objects.requireNonNull(soak, "soak");
    return new Chart("blocked-rates", DEFAULT_WIDTH, DEFAULT_HEIGHT, () -> Drawings.blockedRates(soak));
  }

  /**
   * A training run's loss curve against the epoch: the training loss and the held-out loss with its policy
   * and value parts on the left axis, the held-out agreement with the expert as a percentage on the right
   * axis, and a dashed line labelled {@code iteration 1}, {@code iteration 2}, … where each expert iteration
   * starts (see {@link LossCurve#iterationStarts}); beyond eight iterations the lines are labelled by number
   * only, so the labels keep apart, and a note below the chart says what they are.
   *
   * @param curve the loss curve
   * @return the chart
   */
  public static Chart loss(LossCurve curve) {
    Objects.requireNonNull(curve, "curve");
    return new Chart("loss", DEFAULT_WIDTH, DEFAULT_HEIGHT, () -> Drawings.loss(curve));
  }

  /**
   * This chart at another size.
   *
   * @param width the width in pixels, 1 to {@link #MAX_SIDE}
   * @param height the height in pixels, 1 to {@link #MAX_SIDE}
   * @return the chart at that size
   * @throws IllegalArgumentException when a side is out of range
   */
  public Chart withSize(int width, int height) {
    return new Chart(name, width, height, drawing);
  }

  /**
   * The width.
   *
   * @return the width in pixels
   */
  public int width() {
    return width;
  }

  /**
   * The height.
   *
   * @return the height in pixels
   */
  public int height() {
    return height;
  }

  /**
   * The chart's title, as drawn at its top.
   *
   * @return the title
   */
  public String title() {
    return draw().getTitle().getText();
  }

  /**
   * The chart as a PNG image.
   *
   * @return the PNG file's bytes
   */
  public byte[] png() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      ImageIO.write(draw().createBufferedImage(width, height), "png", out);
    } catch (IOException e) {
      throw new IllegalStateException("an image in memory always writes", e);
    }
    return out.toByteArray();
  }

  /**
   * The chart as an SVG document, its text as text (so it can be searched and read aloud).
   *
   * @return the SVG document
   */
  public String svg() {
    SVGGraphics2D g = new SVGGraphics2D(width, height);
    // fixed ids, so the same data gives the same document
    g.setDefsKeyPrefix("warp-" + name + "-");
    draw().draw(g, new Rectangle(0, 0, width, height));
    return g.getSVGDocument();
  }

  /**
   * Writes the chart as a PNG file, creating its directory.
   *
   * @param file the file to write (replaced if it exists)
   * @return {@code file}
   * @throws IOException when the file cannot be written
   */
  public Path writePng(Path file) throws IOException {
    return write(file, png());
  }

  /**
   * Writes the chart as an SVG file (UTF-8), creating its directory.
   *
   * @param file the file to write (replaced if it exists)
   * @return {@code file}
   * @throws IOException when the file cannot be written
   */
  public Path writeSvg(Path file) throws IOException {
    return write(file, svg().getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Writes the chart as {@code base.png} and {@code base.svg}, creating their directory. A {@code .png} or
   * {@code .svg} ending of {@code base} is dropped first, so {@code charts/ladder} and {@code
   * charts/ladder.png} both write {@code charts/ladder.png} and {@code charts/ladder.svg}.
   *
   * @param base the files' path without its ending
   * @return the PNG file, then the SVG file
   * @throws IOException when a file cannot be written
   * @throws IllegalArgumentException when {@code base} names no file
   */
  public List<Path> write(Path base) throws IOException {
    Path fileName = base.getFileName();
    if (fileName == null) {
      throw new IllegalArgumentException("\"" + base + "\" names no file");
    }
    String stem = fileName.toString();
    String lower = stem.toLowerCase(Locale.ROOT);
    if (lower.endsWith(".png") || lower.endsWith(".svg")) {
      stem = stem.substring(0, stem.length() - 4);
    }
    if (stem.isEmpty()) {
      throw new IllegalArgumentException("\"" + base + "\" names no file");
    }
    List<Path> out = new ArrayList<>();
    out.add(writePng(base.resolveSibling(stem + ".png")));
    out.add(writeSvg(base.resolveSibling(stem + ".svg")));
    return List.copyOf(out);
  }

  private static Path write(Path file, byte[] bytes) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    return Files.write(file, bytes);
  }

  private JFreeChart draw() {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
    return drawing.get();
  }

  @Override
  public String toString() {
    return "Chart[" + name + ", " + width + " x " + height + "]";
  }
}
