// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.log;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.jspecify.annotations.Nullable;

/**
 * Tells a sector as readable text while it is played: a title, a header per round (Spacedock and
 * opener), each round's tally (who went out or that the round blocked, every captain's hand pips, round
 * score and running total), overtime, and the final standings with shared places and the winners. With
 * turn lines switched on it also narrates each turn, e.g. {@code Lovell draws and deploys the Distress
 * Beacon} or {@code Red Alert! Earhart must cover 8-8}.
 *
 * <p>It tells only what the whole table sees: drawn coordinates stay hidden, and hands are shown as pip
 * totals once a round ends. One log follows one sector; it is not thread-safe.
 *
 * @since 0.1.0
 */
public final class CampaignLog implements SectorListener {
  private final Appendable out;
  private final boolean turns;
  private @Nullable WarpConfig config;
  private int pendingDraw = -1;
  private @Nullable StringBuilder line;

  private CampaignLog(Appendable out, boolean turns) {
    this.out = Objects.requireNonNull(out, "out");
    this.turns = turns;
  }

  /** A log of round headers, tallies and standings, written to {@code out}. */
  public static CampaignLog rounds(Appendable out) {
    return new CampaignLog(out, false);
  }

  /** A log that also narrates every turn, written to {@code out}. */
  public static CampaignLog everyTurn(Appendable out) {
    return new CampaignLog(out, true);
  }

  @Override
  public void launched(WarpConfig config, List<WarpEvent> events) {
    this.config = Objects.requireNonNull(config, "config");
    write(title(config));
    tell(events);
  }

  @Override
  public void moved(int seat, WarpMove move, List<WarpEvent> events) {
    if (config == null) {
      throw new IllegalStateException("The log heard a move before the sector was launched.");
    }
    tell(events);
  }

  private void tell(List<WarpEvent> events) {
    for (WarpEvent e : events) {
      if (e instanceof WarpEvent.Charted c) {
        
        startLine(c.seat(), "charts " + c.coordinate() + " on " + routeName(c.route(), c.seat()));
      } else if (e instanceof WarpEvent.Drawn drawn) {
        int seat = drawn.seat();
        finishTurn();
        pendingDraw = seat;
      } else if (e instanceof WarpEvent.BeaconDeployed beaconDeployed) {
        startLine(beaconDeployed.seat(), "deploys the Distress Beacon");
      } else if (e instanceof WarpEvent.Passed passed) {
        startLine(passed.seat(), "passes");
      } else if (e instanceof WarpEvent.ShieldsUp) {
        append(", raising shields");
      } else if (e instanceof WarpEvent.AlertOpened a) {
        
        append(a.required() == 1 ? ": a double, to be covered"
            : ": a double, to be stabilized by " + a.required() + " coordinates");
      } else if (e instanceof WarpEvent.DoubleSatisfied doubleSatisfied) {
        append(", covering " + doubleSatisfied.doubleCharted());
      } else if (e instanceof WarpEvent.DeadDouble deadDouble) {
        Coordinate d = deadDouble.doubleCharted();
        append(": a dead double, no coordinate showing " + d.high() + " is left to cover it");
      } else if (e instanceof WarpEvent.RedAlertPassed r) {
        
        finishTurn();
        turnLine("Red Alert! " + name(r.to()) + " must cover " + r.doubleCharted());
      } else if (e instanceof WarpEvent.HelmPassed) {
        finishTurn();
      } else if (e instanceof WarpEvent.RoundStarted roundStarted) {
        finishTurn();
        header(roundStarted);
      } else if (e instanceof WarpEvent.RoundEnded roundEnded) {
        finishTurn();
        tally(roundEnded);
      } else if (e instanceof WarpEvent.OvertimeOffered overtimeOffered) {
        finishTurn();
        write("Fixed rounds end level between " + names(overtimeOffered.tiedSeats())
            + ": overtime is offered.");
      } else if (e instanceof WarpEvent.OvertimeVoted v) {
        
        write("  " + name(v.seat()) + (v.accept() ? " accepts" : " declines") + " overtime.");
      } else if (e instanceof WarpEvent.SectorEnded sectorEnded) {
        finishTurn();
        standings(sectorEnded);
      } else if (e instanceof PluginEvent p) {
        // Events of optional rules: each rule words its own.
        finishTurn();
        turnLine(p.describe(this::name));
      }
    }
  }

  private void startLine(int seat, String action) {
    String drew = "";
    if (pendingDraw == seat) {
      drew = "draws and ";
      pendingDraw = -1;
    }
    finishTurn();
    line = new StringBuilder(name(seat)).append(' ').append(drew).append(action);
  }

  private void append(String detail) {
    if (line != null) {
      line.append(detail);
    }
  }

  /** The configuration of the sector being told; the log hears no round before the sector starts. */
  private WarpConfig config() {
    return Objects.requireNonNull(config, "no sector has started");
  }

  /** Writes the turn line being built, and a draw not yet followed by the drawer's next move. */
  private void finishTurn() {
    if (line != null) {
      turnLine(line.toString());
      line = null;
    }
    if (pendingDraw >= 0) {
      turnLine(name(pendingDraw) + " draws");
      pendingDraw = -1;
    }
  }

  private void turnLine(String text) {
    if (turns) {
      write("  " + text);
    }
  }

  private static String title(WarpConfig c) {
    String kind;
    if (c.objective() == Objective.POINTS_CAMPAIGN) {
      kind = "points campaign over " + c.campaignRounds() + (c.campaignRounds() == 1 ? " round" : " rounds");
    } else {
      kind = "go-out sector (" + structure(c.goOut()) + ")";
    }
    return c.factor().displayName() + " " + kind + ", " + c.captains() + " captains: "
        + String.join(", ", c.captainNames());
  }

  private static String structure(GoOutStructure s) {
    switch (s.kind()) {
      case FIXED_ROUNDS:
        return s.rounds() + (s.rounds() == 1 ? " round" : " rounds") + ", "
            + (s.overtime() == GoOutStructure.Overtime.FORCED ? "forced" : "offered") + " overtime";
      case FIRST_TO:
        return "first to " + s.target() + (s.target() == 1 ? " round win" : " round wins");
      default:
        return "sudden death";
    }
  }

  private void header(WarpEvent.RoundStarted r) {
    StringBuilder b = new StringBuilder("\n== Round ").append(r.round());
    if (config().objective() == Objective.POINTS_CAMPAIGN) {
      b.append(" of ").append(config().campaignRounds());
    } else if (config().goOut().kind() == GoOutStructure.Kind.FIXED_ROUNDS) {
      b.append(r.round() > config().goOut().rounds() ? " (overtime)" : " of " + config().goOut().rounds());
    }
    if (r.redeal()) {
      b.append(" (re-dealt)");
    }
    b.append(": Spacedock ").append(r.spacedock())
        .append(", ").append(name(r.starter())).append(" opens (").append(r.handSize())
        .append(" coordinates each, ").append(r.uncharted()).append(" in Uncharted Sectors) ==");
    write(b.toString());
  }

  private void tally(WarpEvent.RoundEnded r) {
    boolean points = config().objective() == Objective.POINTS_CAMPAIGN;
    write(r.winner().isPresent()
        ? "Round " + r.round() + ": " + name(r.winner().getAsInt()) + " goes out" + (points ? "." : " and wins the round.")
        : "Round " + r.round() + " is blocked: nobody can chart and Uncharted Sectors are empty"
            + (points ? "." : "; it is dealt again."));
    int width = "Captain".length();
    for (String n : config().captainNames()) {
      width = Math.max(width, n.length());
    }
    String nameCol = "  %-" + width + "s%6s";
    write(points ? String.format(Locale.ROOT, nameCol + "%7s%7s", "Captain", "Hand", "Round", "Total")
        : String.format(Locale.ROOT, nameCol + "%7s", "Captain", "Hand", "Wins"));
    for (int s = 0; s < config().captains(); s++) {
      int pips = 0;
      for (Coordinate c : r.hands().get(s)) {
        pips += c.pips();
      }
      int total = r.totals().get(s);
      write(points ? String.format(Locale.ROOT, nameCol + "%7d%7d", name(s), pips, r.roundScores().get(s), total)
          : String.format(Locale.ROOT, nameCol + "%7d", name(s), pips, total));
    }
  }

  private void standings(WarpEvent.SectorEnded e) {
    boolean points = config().objective() == Objective.POINTS_CAMPAIGN;
    write("\nFinal standings (" + (points ? "campaign points, lowest wins" : "rounds won") + "):");
    List<Integer> order = new ArrayList<>();
    for (int s = 0; s < e.places().size(); s++) {
      order.add(s);
    }
    order.sort((a, b) -> e.places().get(a).equals(e.places().get(b)) ? Integer.compare(a, b)
        : Integer.compare(e.places().get(a), e.places().get(b)));
    int width = 0;
    for (String n : config().captainNames()) {
      width = Math.max(width, n.length());
    }
    for (int s : order) {
      write(String.format(Locale.ROOT, "  %2d. %-" + width + "s %6d", e.places().get(s), name(s),
          e.scores().get(s)));
    }
    write((e.winners().size() == 1 ? "Winner: " : "Winners (shared victory): ") + names(e.winners()));
  }

  private String routeName(Route route, int charter) {
    if (route.isNeutralZone()) {
      return "the Neutral Zone";
    }
    int owner = route.owner().orElseThrow();
    return owner == charter ? "their own Warp Trail" : name(owner) + "'s Warp Trail";
  }

  private String name(int seat) {
    return config().captainNames().get(seat);
  }

  private String names(List<Integer> seats) {
    List<String> out = new ArrayList<>(seats.size());
    for (int s : seats) {
      out.add(name(s));
    }
    if (out.size() <= 2) {
      return String.join(" and ", out);
    }
    return String.join(", ", out.subList(0, out.size() - 1)) + " and " + out.get(out.size() - 1);
  }

  private void write(String text) {
    try {
      out.append(text).append('\n');
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
