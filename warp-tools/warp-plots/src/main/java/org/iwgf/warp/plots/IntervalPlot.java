// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.awt.BasicStroke;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.IntervalBarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.category.StatisticalLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.chart.util.ShapeUtils;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.category.DefaultIntervalCategoryDataset;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.jspecify.annotations.Nullable;

/**
 * A plot of one measured share per category on a 0–100 % axis: the share as a point with its value, its
 * confidence interval as an error bar, a dashed mark at the category's even split and, where given, the
 * rulebook's figure as a diamond (a share) or a band (a range). Categories keep the order they are added in
 * and their labels wrap onto a second line.
 */
final class IntervalPlot {
  /** A category: its place keeps equal labels apart, its label is what the axis shows. */
  private record Category(int index, String label) implements Comparable<Category> {
    @Override
    public int compareTo(Category other) {
      return Integer.compare(index, other.index);
    }

    @Override
    public String toString() {
      return label;
    }
  }

  private static final String EVEN = "even split";
  private static final String RULEBOOK = "rulebook's figure";
  private static final String RANGE = "rulebook's range";

  private final String series;
  private final List<Category> categories = new ArrayList<>();
  private final List<Optional<Standing>> measured = new ArrayList<>();
  private final List<Double> evenSplits = new ArrayList<>();
  private final List<RulebookFigure> rulebook = new ArrayList<>();

  /** A plot whose measured share is called {@code series} in the legend. */
  IntervalPlot(String series) {
    this.series = series;
  }

  /**
   * Adds a category with its measured share (none when not measured), its even split and the rulebook's
   * figure for it.
   */
  void add(String label, Optional<Standing> share, double evenSplit, RulebookFigure figure) {
    categories.add(new Category(categories.size(), label));
    measured.add(share);
    evenSplits.add(evenSplit);
    rulebook.add(figure);
  }

  /**
   * The plot, drawn in layers from the bottom: even splits (one line when all are equal), rulebook bands,
   * rulebook diamonds, error bars, points.
   */
  CategoryPlot plot() {
    CategoryAxis x = new CategoryAxis(null);
    x.setTickLabelFont(Drawings.LABEL);
    x.setMaximumCategoryLabelLines(2);
    NumberAxis y = new NumberAxis("share of games won");
    y.setLabelFont(Drawings.LABEL);
    y.setTickLabelFont(Drawings.SMALL);
    y.setAutoRange(false);
    y.setRange(0, 1);
    y.setTickUnit(new NumberTickUnit(0.1, Drawings.percent(0)));
    CategoryPlot plot = new CategoryPlot();
    plot.setDomainAxis(x);
    plot.setRangeAxis(y);
    plot.setDatasetRenderingOrder(DatasetRenderingOrder.REVERSE);
    Drawings.style(plot);
    LegendItemCollection legend = new LegendItemCollection();

    DefaultCategoryDataset points = new DefaultCategoryDataset();
    DefaultStatisticalCategoryDataset bars = new DefaultStatisticalCategoryDataset();
    DefaultCategoryDataset even = new DefaultCategoryDataset();
    DefaultCategoryDataset diamonds = new DefaultCategoryDataset();
    Number[][] bandLow = new Number[1][categories.size()];
    Number[][] bandHigh = new Number[1][categories.size()];
    boolean anyDiamond = false;
    boolean anyBand = false;
    for (Category c : categories) {
      Optional<Standing> s = measured.get(c.index());
      points.addValue(s.map(Standing::winRate).orElse(null), series, c);
      // the renderer draws mean ± deviation: the interval's middle and half its width
      bars.add(s.map(v -> (v.low95() + v.high95()) / 2).orElse(null),
          s.map(v -> (v.high95() - v.low95()) / 2).orElse(null), series, c);
      even.addValue(evenSplits.get(c.index()), EVEN, c);
      RulebookFigure figure = rulebook.get(c.index());
      @Nullable Double diamond = null;
      if (figure instanceof RulebookFigure.Point p) {
        diamond = p.share();
        anyDiamond = true;
      } else if (figure instanceof RulebookFigure.Range r) {
        bandLow[0][c.index()] = r.low();
        bandHigh[0][c.index()] = r.high();
        anyBand = true;
      }
      diamonds.addValue(diamond, RULEBOOK, c);
    }

    // Dataset 0, with every category in order, is drawn last (on top) and carries the even-split marker.
    LineAndShapeRenderer pointRenderer = marks(new Ellipse2D.Double(-4, -4, 8, 8), Drawings.MEASURED);
    pointRenderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}",
        Drawings.percent(1)));
    pointRenderer.setDefaultItemLabelFont(Drawings.SMALL);
    pointRenderer.setDefaultItemLabelsVisible(true);
    pointRenderer.setItemLabelInsets(new RectangleInsets(6, 6, 6, 6));
    pointRenderer.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3,
        TextAnchor.CENTER_LEFT));
    plot.setDataset(0, points);
    plot.setRenderer(0, pointRenderer);
    legend.addAll(pointRenderer.getLegendItems());

    StatisticalLineAndShapeRenderer barRenderer = new StatisticalLineAndShapeRenderer(false, false);
    barRenderer.setErrorIndicatorPaint(Drawings.MEASURED);
    barRenderer.setErrorIndicatorStroke(new BasicStroke(1.5f));
    plot.setDataset(1, bars);
    plot.setRenderer(1, barRenderer);

    if (anyDiamond) {
      LineAndShapeRenderer diamondRenderer = marks(ShapeUtils.createDiamond(6f), Drawings.RULEBOOK);
      plot.setDataset(2, diamonds);
      plot.setRenderer(2, diamondRenderer);
      legend.addAll(diamondRenderer.getLegendItems());
    }

    if (anyBand) {
      IntervalBarRenderer bandRenderer = new IntervalBarRenderer();
      bandRenderer.setBarPainter(new StandardBarPainter());
      bandRenderer.setShadowVisible(false);
      bandRenderer.setDrawBarOutline(true);
      bandRenderer.setSeriesPaint(0, Drawings.RULEBOOK_BAND);
      bandRenderer.setSeriesOutlinePaint(0, Drawings.RULEBOOK);
      bandRenderer.setMaximumBarWidth(0.05);
      plot.setDataset(3, new DefaultIntervalCategoryDataset(new Comparable<?>[] {RANGE},
          categories.toArray(Category[]::new), bandLow, bandHigh));
      plot.setRenderer(3, bandRenderer);
    }

    if (evenSplits.stream().distinct().count() == 1) {
      plot.addRangeMarker(new ValueMarker(evenSplits.get(0), Drawings.REFERENCE, Drawings.DASHED));
    } else {
      plot.setDataset(4, even);
      plot.setRenderer(4, marks(dashes(), Drawings.REFERENCE));
    }
    if (anyBand) {
      legend.add(new LegendItem(RANGE, null, null, null, new Rectangle2D.Double(-6, -4, 12, 8),
          Drawings.RULEBOOK_BAND, new BasicStroke(1f), Drawings.RULEBOOK));
    }
    legend.add(new LegendItem(EVEN, null, null, null, new Line2D.Double(-8, 0, 8, 0), Drawings.DASHED,
        Drawings.REFERENCE));
    plot.setFixedLegendItems(legend);
    return plot;
  }

  /** A renderer of shapes only, no lines. */
  private static LineAndShapeRenderer marks(Shape shape, Paint paint) {
    LineAndShapeRenderer r = new LineAndShapeRenderer(false, true);
    r.setSeriesShape(0, shape);
    r.setSeriesPaint(0, paint);
    return r;
  }

  /** A dashed horizontal mark, as a shape: five dashes about a category's width. */
  private static Shape dashes() {
    Path2D.Double path = new Path2D.Double();
    for (int i = 0; i < 5; i++) {
      path.append(new Rectangle2D.Double(-34 + i * 14, -0.75, 8, 1.5), false);
    }
    return path;
  }
}
