// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Stroke;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jspecify.annotations.Nullable;

/**
 * The JFreeChart drawings behind {@link Chart}: every call builds a new chart from the immutable data, so
 * no JFreeChart object outlives a rendering.
 */
final class Drawings {
  private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 18);
  static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
  static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
  private static final Font CAPTION = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
  static final Color MEASURED = new Color(0x1F, 0x77, 0xB4);
  static final Color RULEBOOK = new Color(0xD6, 0x60, 0x0C);
  static final Color RULEBOOK_BAND = new Color(0xD6, 0x60, 0x0C, 0x40);
  static final Color REFERENCE = new Color(0x55, 0x55, 0x55);
  private static final Color GRID = new Color(0xC8, 0xC8, 0xC8);
  static final Stroke DASHED = new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
      new float[] {6f, 4f}, 0f);

  private Drawings() {}

  /** Per match, the first-named entrant's win rate with its 95 % interval, and the even split. */
  static JFreeChart ladder(List<MatchStandings> matches) {
    IntervalPlot plot = new IntervalPlot("first-named entrant's win rate, 95 % interval");
    for (MatchStandings m : matches) {
      plot.add(m.label(), Optional.of(m.leader()), m.evenSplit(), new RulebookFigure.NoFigure(""));
    }
    List<String> commands = matches.stream().map(MatchStandings::command).toList();
    return chart("Strength ladder: the first-named entrant's win rate per match", plot.plot(), true, commands,
        List.of());
  }

  /** Per Module, the Commander's win rate against the Ensign with its interval, and the rulebook's figure. */
  static JFreeChart calibration(CalibrationTable table) {
    IntervalPlot plot = new IntervalPlot("Commander's win rate against the Ensign, 95 % interval");
    List<String> notPlayed = new ArrayList<>();
    for (CalibrationRow row : table.rows()) {
      plot.add(row.module(), row.commander(), 0.5, row.rulebook());
      if (row.commander().isEmpty()) {
        notPlayed.add(row.module() + (row.note().isBlank() ? "" : " (" + row.note() + ")"));
      }
    }
    List<String> notes = notPlayed.isEmpty() ? List.of() : List.of("Not played: " + String.join(", ", notPlayed));
    return chart("Calibration: Commander vs Ensign per Module", plot.plot(), true, List.of(table.command()), notes);
  }

  /** Per Module, the share of rounds that ended blocked, and the share over all games. */
  static JFreeChart blockedRates(SoakRates soak) {
    List<BlockedRate> rates = soak.byModule();
    boolean distinct = rates.stream().map(BlockedRate::label).distinct().count() == rates.size();
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (BlockedRate r : rates) {
      data.addValue(r.rate(), "rounds ending blocked", distinct ? r.label() : r.group());
    }
    CategoryAxis x = new CategoryAxis("games with the Module on");
    x.setTickLabelFont(LABEL);
    x.setLabelFont(LABEL);
    NumberAxis y = new NumberAxis("rounds ending blocked");
    y.setLabelFont(LABEL);
    y.setTickLabelFont(SMALL);
    y.setNumberFormatOverride(percent(0));
    y.setUpperMargin(0.12);
    BarRenderer bars = new BarRenderer();
    bars.setBarPainter(new StandardBarPainter());
    bars.setShadowVisible(false);
    bars.setSeriesPaint(0, MEASURED);
    bars.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}", percent(1)));
    bars.setDefaultItemLabelFont(SMALL);
    bars.setDefaultItemLabelPaint(Color.WHITE);
    bars.setDefaultItemLabelsVisible(true);
    // inside the bar's top, clear of the overall rate's line
    bars.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.INSIDE12,
        TextAnchor.TOP_CENTER));
    CategoryPlot plot = new CategoryPlot(data, x, y, bars);
    style(plot);
    soak.overall().ifPresent(all -> {
      ValueMarker marker = new ValueMarker(all.rate(), REFERENCE, DASHED);
      marker.setLabel("all games: " + percent(1).format(all.rate()));
      marker.setLabelFont(SMALL);
      marker.setLabelBackgroundColor(Color.WHITE);
      marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
      marker.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
      marker.setLabelOffset(new RectangleInsets(2, 2, 2, 4));
      plot.addRangeMarker(marker);
    });
    return chart("Soak: rounds ending blocked, per Module", plot, false, List.of(soak.command()), List.of());
  }

  /** Per epoch, the training and held-out losses and the held-out agreement with the expert. */
  static JFreeChart loss(LossCurve curve) {
    return chart("Training: losses and held-out agreement with the expert, per epoch", LossPlot.plot(curve), true,
        List.of(curve.command()), LossPlot.notes(curve));
  }

  /** White, with grey lines at the value ticks. */
  static void style(CategoryPlot plot) {
    plot.setBackgroundPaint(Color.WHITE);
    plot.setRangeGridlinePaint(GRID);
    plot.setRangeGridlineStroke(new BasicStroke(0.5f));
  }

  /** White, with grey lines at the ticks of both axes. */
  static void style(XYPlot plot) {
    plot.setBackgroundPaint(Color.WHITE);
    plot.setRangeGridlinePaint(GRID);
    plot.setRangeGridlineStroke(new BasicStroke(0.5f));
    plot.setDomainGridlinePaint(GRID);
    plot.setDomainGridlineStroke(new BasicStroke(0.5f));
  }

  /** The chart with its title, legend, notes and, at the bottom, the commands that produced its data. */
  private static JFreeChart chart(String title, Plot plot, boolean legend, List<String> commands,
      List<String> notes) {
    JFreeChart chart = new JFreeChart(title, TITLE, plot, false);
    chart.setBackgroundPaint(Color.WHITE);
    List<String> captions = new ArrayList<>(notes);
    Set<String> distinct = new LinkedHashSet<>();
    for (String command : commands) {
      if (!command.isBlank()) {
        distinct.add(command.strip());
      }
    }
    for (String command : distinct) {
      captions.add("Data: " + command);
    }
    // Bottom subtitles stack upwards in the order added: the last caption first, the legend last.
    for (int i = captions.size() - 1; i >= 0; i--) {
      chart.addSubtitle(caption(captions.get(i)));
    }
    if (legend) {
      LegendTitle legendTitle = new LegendTitle(plot);
      legendTitle.setPosition(RectangleEdge.BOTTOM);
      legendTitle.setItemFont(SMALL);
      legendTitle.setFrame(BlockBorder.NONE);
      legendTitle.setBackgroundPaint(Color.WHITE);
      chart.addSubtitle(legendTitle);
    }
    return chart;
  }

  private static TextTitle caption(String text) {
    TextTitle caption = new TextTitle(text, CAPTION);
    caption.setPosition(RectangleEdge.BOTTOM);
    caption.setHorizontalAlignment(HorizontalAlignment.LEFT);
    caption.setPadding(new RectangleInsets(1, 8, 1, 8));
    return caption;
  }

  /**
   * Shares as percentages: {@code 0.863} as {@code 86.3 %} with one decimal. Rounded as the arena's own text
   * rounds ({@code String.format}, half up on 100 × the share), so that a chart never labels a row one tenth
   * away from the line the arena printed for it.
   */
  static NumberFormat percent(int decimals) {
    return new Percent(decimals);
  }

  /** {@link #percent}: a {@link NumberFormat} only for formatting, which is all a chart asks of it. */
  private static final class Percent extends NumberFormat {
    private static final long serialVersionUID = 1L;
    private final String pattern;

    Percent(int decimals) {
      this.pattern = "%." + decimals + "f %%";
    }

    @Override
    public StringBuffer format(double number, StringBuffer to, FieldPosition position) {
      return to.append(String.format(Locale.ROOT, pattern, 100 * number));
    }

    @Override
    public StringBuffer format(long number, StringBuffer to, FieldPosition position) {
      return format((double) number, to, position);
    }

    /** Reads what {@link #format} writes, {@code "56.6 %"}, back as the share {@code 0.566}; null if it is not. */
    @Override
    public @Nullable Number parse(String source, ParsePosition position) {
      int start = position.getIndex();
      int sign = source.indexOf('%', start);
      if (sign < 0) {
        position.setErrorIndex(start);
        return null;
      }
      try {
        double percent = Double.parseDouble(source.substring(start, sign).strip());
        position.setIndex(sign + 1);
        return percent / 100;
      } catch (NumberFormatException e) {
        position.setErrorIndex(start);
        return null;
      }
    }
  }
}
