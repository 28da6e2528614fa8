// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class ChartTest {
  @TempDir
  Path dir;

  private List<MatchStandings> ladder() throws IOException {
    return List.of(MatchStandings.read(DataFiles.write(dir, "a.csv", DataFiles.LIEUTENANT_ENSIGN)),
        MatchStandings.read(DataFiles.write(dir, "b.json", DataFiles.COMMANDER_LIEUTENANT_JSON)),
        new MatchStandings("RunArena --entrants commander,lieutenant,ensign", List.of(
            new Standing("Commander", 300, 0.52, 0.46, 0.58), new Standing("Lieutenant", 300, 0.3, 0.25, 0.35),
            new Standing("Ensign", 300, 0.18, 0.14, 0.22))));
  }

  @Test
  void aChartLabelsAShareAsTheArenaPrintsIt() {
    // 1,131 wins of 2,000: the arena prints 56.6 %; a chart that rounded the binary 56.549999… would say 56.5.
    double share = 1131 / 2000.0;
    assertEquals(String.format(Locale.ROOT, "%.1f %%", 100 * share), Drawings.percent(1).format(share));
    assertEquals("56.6 %", Drawings.percent(1).format(share));
    assertEquals("38.2 %", Drawings.percent(1).format(763 / 2000.0));
    assertEquals("50 %", Drawings.percent(0).format(0.5));
    assertEquals(0.566, Drawings.percent(1).parse("56.6 %", new ParsePosition(0)).doubleValue(), 1e-12);
    assertThrows(ParseException.class, () -> Drawings.percent(1).parse("many"));
  }

  @Test
  void theLadderShowsEveryMatchAndItsCommand() throws IOException {
    Chart chart = Chart.ladder(ladder());
    assertPng(chart.png(), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    List<String> text = svgText(chart.svg());
    assertContains(text, "Lieutenant vs Ensign");
    assertContains(text, "Commander vs Lieutenant, 4 captains");
    assertContains(text, "86.3 %");
    assertContains(text, "69.5 %");
    assertContains(text, "52.0 %");
    assertContains(text, "even split");
    assertContains(text, "Data: RunArena --entrants lieutenant,ensign --deals 1000 --seed 2026 --threads 1");
    assertContains(text, "Data: RunArena --entrants commander,lieutenant,ensign");
    assertTrue(chart.title().startsWith("Strength ladder"), chart.title());
  }

  @Test
  void theCalibrationShowsEveryModuleAndTheRulebooksFigures() throws IOException {
    Chart chart = Chart.calibration(CalibrationTable.read(DataFiles.write(dir, "c.csv", DataFiles.CALIBRATION)));
    assertPng(chart.png(), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    String svg = chart.svg();
    List<String> text = svgText(svg);
    for (String module : List.of("none", "Alpha", "Gamma", "Theta", "Kappa", "Lambda")) {
      assertContains(text, module);
    }
    assertContains(text, "89.8 %");
    assertContains(text, "rulebook's figure");
    assertContains(text, "rulebook's range");
    assertContains(text, "Not played: Gamma (not on the classpath)");
    assertContains(text, "Data: RunArena --calibrate --deals 300 --seed 2026 --threads 2 --csv calibration.csv");
  }

  @Test
  void aCalibrationWithoutRulebookFiguresHasNoRulebookLegend() {
    CalibrationTable t = new CalibrationTable("c", List.of(new CalibrationRow("none", "", "POINTS",
        Optional.of(new Standing("Commander", 10, 0.9, 0.8, 0.95)), new RulebookFigure.NoFigure("—"), "")));
    List<String> text = svgText(Chart.calibration(t).svg());
    assertContains(text, "none");
    assertTrue(text.stream().noneMatch(s -> s.contains("rulebook")), text.toString());
    assertTrue(text.stream().noneMatch(s -> s.startsWith("Not played")), text.toString());
  }

  @Test
  void theBlockedRatesShowEveryModuleAndTheOverallRate() throws IOException {
    Chart chart = Chart.blockedRates(SoakRates.read(SoakRatesTest.DOCS_SOAK));
    assertPng(chart.png(), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    List<String> text = svgText(chart.svg());
    for (String module : List.of("(none)", "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta",
        "Iota", "Kappa", "Lambda")) {
      assertContains(text, module);
    }
    assertContains(text, "48.0 %");
    assertContains(text, "31.5 %");
    assertContains(text, "all games: 44.5 %");
    assertTrue(text.stream().anyMatch(s -> s.startsWith("Data: AllCombinationSoak --games 1000000")),
        text.toString());
  }

  @Test
  void theLossCurveShowsEveryLineTheIterationsAndItsCommand() throws IOException {
    Chart chart = Chart.loss(LossCurve.read(DataFiles.write(dir, "loss.csv", DataFiles.LOSS)));
    assertPng(chart.png(), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    List<String> text = svgText(chart.svg());
    for (String line : List.of("training loss", "held-out loss", "held-out policy loss", "held-out value loss",
        "held-out agreement with the expert (right axis)", "epoch", "iteration 1", "iteration 2", "60 %")) {
      assertContains(text, line);
    }
    assertContains(text, "Data: warp train --games 40 --epochs 2 --iterations 2 --csv loss.csv --json train.json "
        + "(seed 12)");
    assertTrue(text.stream().noneMatch(s -> s.contains("iteration 3")), text.toString());
    assertTrue(chart.title().startsWith("Training: losses"), chart.title());
    assertEquals(chart.svg(), chart.svg());
  }

  @Test
  void aLossCurveOfOnePointIsDrawn() throws IOException {
    Chart chart = Chart.loss(new LossCurve("", List.of(new LossPoint(0, 0, 4.5, 4.6, 4.2, 1.6, 0.01))));
    assertPng(chart.png(), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    List<String> text = svgText(chart.svg());
    assertContains(text, "training loss");
    assertTrue(text.stream().noneMatch(s -> s.startsWith("Data:") || s.startsWith("iteration")), text.toString());
  }

  @Test
  void manyIterationsAreLabelledByNumberWithANote() {
    List<LossPoint> points = new ArrayList<>();
    for (int epoch = 0; epoch <= 20; epoch++) {
      points.add(new LossPoint(epoch / 2, epoch, 2.0 / (epoch + 1), 2.5 / (epoch + 1), 2.0 / (epoch + 1), 0.3,
          epoch / 25.0));
    }
    List<String> text = svgText(Chart.loss(new LossCurve("warp train --iterations 10", points)).svg());
    assertContains(text, "Dashed lines: where each expert iteration starts, labelled with its number.");
    assertTrue(text.stream().noneMatch(s -> s.startsWith("iteration")), text.toString());
    assertTrue(text.contains("10"), text.toString());
  }

  @Test
  void aChartHasTheSizeAskedFor() throws IOException {
    Chart chart = Chart.blockedRates(SoakRates.read(DataFiles.write(dir, "s.json", DataFiles.SOAK)))
        .withSize(640, 400);
    assertEquals(640, chart.width());
    assertEquals(400, chart.height());
    assertPng(chart.png(), 640, 400);
    Document svg = parse(chart.svg());
    assertEquals("640.0", svg.getDocumentElement().getAttribute("width"));
    assertEquals("400.0", svg.getDocumentElement().getAttribute("height"));
    assertThrows(IllegalArgumentException.class, () -> chart.withSize(0, 400));
    assertThrows(IllegalArgumentException.class, () -> chart.withSize(640, Chart.MAX_SIDE + 1));
  }

  @Test
  void theSameDataDrawsTheSameFiles() throws IOException {
    Chart chart = Chart.calibration(CalibrationTable.read(DataFiles.write(dir, "c.csv", DataFiles.CALIBRATION)));
    assertEquals(chart.svg(), chart.svg());
    assertArrayEquals(chart.png(), chart.png());
  }

  @Test
  void writeAddsTheEndingsAndCreatesTheDirectory() throws IOException {
    Chart chart = Chart.ladder(ladder()).withSize(500, 300);
    Path base = dir.resolve("out/charts/ladder");
    List<Path> written = chart.write(base);
    assertEquals(List.of(dir.resolve("out/charts/ladder.png"), dir.resolve("out/charts/ladder.svg")), written);
    assertPng(Files.readAllBytes(written.get(0)), 500, 300);
    assertContains(svgText(Files.readString(written.get(1))), "Lieutenant vs Ensign");
    assertEquals(written, chart.write(dir.resolve("out/charts/ladder.png")));
    assertEquals(written, chart.write(dir.resolve("out/charts/ladder.SVG")));
    assertThrows(IllegalArgumentException.class, () -> chart.write(dir.resolve(".png")));
  }

  @Test
  void aLadderNeedsAMatch() {
    assertThrows(IllegalArgumentException.class, () -> Chart.ladder(List.of()));
  }

  @Test
  void renderingNeedsNoDisplay() throws IOException {
    Chart.blockedRates(SoakRates.read(DataFiles.write(dir, "s.json", DataFiles.SOAK))).png();
    assertEquals("true", System.getProperty("java.awt.headless"));
  }

  static void assertPng(byte[] png, int width, int height) throws IOException {
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    assertNotNull(image, "ImageIO reads the PNG");
    assertEquals(width, image.getWidth());
    assertEquals(height, image.getHeight());
    // not blank: the plot draws in more than one colour
    int first = image.getRGB(0, 0);
    boolean drawn = false;
    for (int y = 0; y < height && !drawn; y += 3) {
      for (int x = 0; x < width && !drawn; x += 3) {
        drawn = image.getRGB(x, y) != first;
      }
    }
    assertTrue(drawn, "the image is not blank");
  }

  /** The SVG parsed as XML (the document type's DTD is not fetched). */
  static Document parse(String svg) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
      f.setNamespaceAware(true);
      return f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    } catch (Exception e) {
      throw new AssertionError("the SVG is not well-formed XML: " + e, e);
    }
  }

  /** The text of every {@code text} element of the SVG. */
  static List<String> svgText(String svg) {
    Document doc = parse(svg);
    assertEquals("svg", doc.getDocumentElement().getLocalName());
    NodeList texts = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
    List<String> out = new ArrayList<>();
    for (int i = 0; i < texts.getLength(); i++) {
      out.add(texts.item(i).getTextContent());
    }
    return out;
  }

  /** Whether the SVG shows {@code expected}, perhaps wrapped over adjacent lines. */
  static void assertContains(List<String> text, String expected) {
    String shown = String.join(" ", text).replaceAll("\\s+", " ");
    assertTrue(shown.contains(expected), "\"" + expected + "\" in " + text);
  }
}
