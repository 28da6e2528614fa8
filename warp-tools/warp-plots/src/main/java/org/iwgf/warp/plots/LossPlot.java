// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The plot of a loss curve against the epoch: the four losses on the left axis, the held-out agreement with
 * the expert as a percentage on the right, and a dashed line where each expert iteration starts.
 */
final class LossPlot {
  /** A line of the plot: its legend name, its value at a point, its colour and its stroke. */
  private record Line(String name, ToDoubleFunction<LossPoint> value, Paint paint, Stroke stroke) {}

  /** Up to this many points, each is marked with a dot. */
  private static final int MAX_DOTTED = 60;

  /** Up to this many iteration starts, each is labelled in full; beyond, by number only (see {@link #notes}). */
  private static final int MAX_NAMED = 8;

  private static final Stroke SOLID = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

  private static final List<Line> LOSSES = List.of(
      new Line("training loss", LossPoint::train, Drawings.MEASURED, SOLID),
      new Line("held-out loss", LossPoint::heldOut, new Color(0xD6, 0x27, 0x28), SOLID),
      new Line("held-out policy loss", LossPoint::heldOutPolicy, Drawings.RULEBOOK, dashes(7f, 3f)),
      new Line("held-out value loss", LossPoint::heldOutValue, new Color(0x94, 0x67, 0xBD), dashes(2f, 3f)));

  private static final Line AGREEMENT = new Line("held-out agreement with the expert (right axis)",
      LossPoint::heldOutAgreement, new Color(0x2C, 0xA0, 0x2C), SOLID);

  private LossPlot() {}

  /** The plot of {@code curve}. */
  static XYPlot plot(LossCurve curve) {
    NumberAxis x = axis("epoch");
    x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    x.setAutoRangeMinimumSize(1);
    x.setAutoRangeIncludesZero(false);
    x.setLowerMargin(0.02);
    x.setUpperMargin(0.02);
    NumberAxis loss = axis("loss");
    loss.setAutoRangeIncludesZero(true);
    NumberAxis agreement = axis("held-out agreement with the expert");
    agreement.setAutoRange(false);
    agreement.setRange(0, 1);
    agreement.setTickUnit(new NumberTickUnit(0.1, Drawings.percent(0)));
    boolean dotted = curve.points().size() <= MAX_DOTTED;

    XYPlot plot = new XYPlot(series(curve, LOSSES), x, loss, renderer(LOSSES, dotted));
    plot.setRangeAxis(1, agreement);
    plot.setDataset(1, series(curve, List.of(AGREEMENT)));
    plot.setRenderer(1, renderer(List.of(AGREEMENT), dotted));
    plot.mapDatasetToRangeAxis(1, 1);
    Drawings.style(plot);
    for (LossCurve.IterationStart start : curve.iterationStarts()) {
      ValueMarker marker = new ValueMarker(start.epoch(), Drawings.REFERENCE, Drawings.DASHED);
      marker.setLabel((numbered(curve) ? "" : "iteration ") + start.iteration());
      marker.setLabelFont(Drawings.SMALL);
      marker.setLabelPaint(Drawings.REFERENCE);
      marker.setLabelBackgroundColor(Color.WHITE);
      marker.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
      marker.setLabelTextAnchor(TextAnchor.TOP_LEFT);
      marker.setLabelOffset(new RectangleInsets(4, 3, 2, 3));
      plot.addDomainMarker(marker);
    }
    return plot;
  }

  /** The notes below the plot: what the dashed lines are, when they are labelled by number only. */
  static List<String> notes(LossCurve curve) {
    return numbered(curve) ? List.of("Dashed lines: where each expert iteration starts, labelled with its number.")
        : List.of();
  }

  private static boolean numbered(LossCurve curve) {
    return curve.iterationStarts().size() > MAX_NAMED;
  }

  private static NumberAxis axis(String label) {
    NumberAxis axis = new NumberAxis(label);
    axis.setLabelFont(Drawings.LABEL);
    axis.setTickLabelFont(Drawings.SMALL);
    return axis;
  }

  /** One series per line, a point per epoch. */
  private static XYSeriesCollection series(LossCurve curve, List<Line> lines) {
    XYSeriesCollection data = new XYSeriesCollection();
    for (Line line : lines) {
      XYSeries s = new XYSeries(line.name(), false, false);
      for (LossPoint p : curve.points()) {
        s.add(p.epoch(), line.value().applyAsDouble(p));
      }
      data.addSeries(s);
    }
    return data;
  }

  private static XYLineAndShapeRenderer renderer(List<Line> lines, boolean dotted) {
    XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, dotted);
    r.setDrawSeriesLineAsPath(true);
    r.setLegendLine(new Line2D.Double(-12, 0, 12, 0));
    for (int i = 0; i < lines.size(); i++) {
      r.setSeriesPaint(i, lines.get(i).paint());
      r.setSeriesStroke(i, lines.get(i).stroke());
      r.setSeriesShape(i, new Ellipse2D.Double(-2.5, -2.5, 5, 5));
    }
    return r;
  }

  private static Stroke dashes(float dash, float gap) {
    return new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {dash, gap}, 0f);
  }
}
