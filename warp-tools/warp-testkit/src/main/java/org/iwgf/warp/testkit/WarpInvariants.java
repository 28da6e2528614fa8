// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.json.WarpJsonCodec;

/**
 * Ready invariants of the Warp rules (Sections I–V), for {@link PropertyRunner}. Each looks only at the
 * public API of {@link WarpState} and the rules, so it judges the engine from outside.
 *
 * @since 0.1.0
 */
public final class WarpInvariants {
  /** A coordinate written in text ("12-5"), not part of a longer token such as "trail-1". */

  private WarpInvariants() {}

  /**
   * The cheap invariants that hold under the standard rules, checked after every move: coordinates
   * conserved, legal moves empty exactly when the sector is over, seats and counts sane, the Red Alert
   * answered at the helm, snapshots round-trip, and history, round and totals only move forward.
   */
  public static List<Invariant<WarpState, WarpMove, WarpEvent>> standard() {
    return List.of(coordinatesConserved(), legalMovesEmptyIffOver(), seatsAndCountsSane(), alertAnsweredAtHelm(),
        snapshotRoundTrips(), progressOnlyForward());
  }

  /** {@link #standard()} plus the dearer checks: every listed move applies, and views hide what they must. */
  public static List<Invariant<WarpState, WarpMove, WarpEvent>> thorough() {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(standard());
    all.add(listedMovesApply());
    all.add(viewsHideOthersCoordinates());
    return List.copyOf(all);
  }

  /**
   * Every coordinate of the set lies in exactly one place — a hand, a trail, the Neutral Zone, the
   * Spacedock, a fracture branch or Uncharted Sectors — {@link WarpState#onTable} says "on the table"
   * for exactly the coordinates laid on it, and each hand's size is the length of its list.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> coordinatesConserved() {
    return Invariant.ofState("coordinates conserved", (rules, s) -> {
      for (int seat = 0; seat < s.seats(); seat++) {
        if (s.handSize(seat) != s.hand(seat).size()) {
          return Optional.of("seat " + seat + " holds " + s.handSize(seat) + " coordinates but its hand lists "
              + s.hand(seat).size());
        }
      }
      DominoSet set = s.config().factor().set();
      StateSnapshot snap = s.snapshot();
      int[] seen = new int[Coordinate.indexOf(Coordinate.MAX_PIP, Coordinate.MAX_PIP) + 1];
      BitSet laid = new BitSet();
      seen[s.spacedock().index()]++;
      laid.set(s.spacedock().index());
      for (List<Coordinate> hand : snap.hands()) {
        hand.forEach(c -> seen[c.index()]++);
      }
      List<List<Coordinate>> lines = new ArrayList<>(snap.trails());
      lines.add(snap.neutralZone());
      lines.addAll(snap.branches());
      for (List<Coordinate> line : lines) {
        for (Coordinate c : line) {
          seen[c.index()]++;
          laid.set(c.index());
        }
      }
      snap.uncharted().forEach(c -> seen[c.index()]++);
      snap.pluginStates().values().forEach(ps -> ps.heldCoordinates().forEach(c -> seen[c.index()]++));
      for (int i = 0; i < seen.length; i++) {
        Coordinate c = Coordinate.ofIndex(i);
        int expected = set.contains(c) ? 1 : 0;
        if (seen[i] != expected) {
          return Optional.of(c + " is in " + seen[i] + " places, expected " + expected);
        }
        if (set.contains(c) && s.onTable(c) != laid.get(i)) {
          return Optional.of("onTable(" + c + ") is " + s.onTable(c) + " but the coordinate is "
              + (laid.get(i) ? "" : "not ") + "laid on a trail, branch or the Spacedock");
        }
      }
      return Optional.empty();
    });
  }

  /**
   * The cheap form of {@link #coordinatesConserved()}, for checking after every move of a long soak: the
   * hands, Uncharted Sectors, the trails with their branches, the Neutral Zone, the Spacedock and the
   * coordinates plugins hold add up to the whole set. It counts rather than names coordinates, so a
   * coordinate swapped for another is left to the full check.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> coordinateCountsConserved() {
    return Invariant.ofState("coordinate counts conserved", (rules, s) -> {
      int count = 1 + s.unchartedCount() + s.neutralZone().length() + s.neutralZone().branchCount();
      for (int seat = 0; seat < s.seats(); seat++) {
        Trail trail = s.trail(Route.trailOf(seat));
        count += s.handSize(seat) + trail.length() + trail.branchCount();
      }
      for (PluginState ps : s.pluginStates().values()) {
        count += ps.heldCoordinates().size();
      }
      int size = s.config().factor().set().size();
      return count == size ? Optional.empty()
          : Optional.of(count + " coordinates in hands, Uncharted Sectors and on the table; the set has " + size);
    });
  }

  /** {@code legalMoves} is empty exactly when the sector is over, and {@code toAct} agrees. */
  public static Invariant<WarpState, WarpMove, WarpEvent> legalMovesEmptyIffOver() {
    return Invariant.ofState("legal moves empty iff over", (rules, s) -> {
      boolean empty = rules.legalMoves(s).isEmpty();
      if (empty != s.isOver()) {
        return Optional.of(empty ? "no legal move although the sector is " + s.phase()
            : "legal moves " + rules.legalMoves(s) + " although the sector is over");
      }
      if (rules.toAct(s).isPresent() == s.isOver()) {
        return Optional.of("toAct is " + rules.toAct(s) + " in phase " + s.phase());
      }
      return Optional.empty();
    });
  }

  /**
   * Seats and counts are in range: the helm and the round's opener are seats; round numbers start at 1;
   * no hand holds more than the set minus the Spacedock; totals have one entry per seat; an overtime vote
   * is only open in a Go-out sector with offered overtime and is awaited from a seat still to vote.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> seatsAndCountsSane() {
    return Invariant.ofState("seats and counts sane", (rules, s) -> {
      int seats = s.seats();
      if (seats != s.config().captains() || rules.seats(s) != seats) {
        return Optional.of("table of " + seats + " for " + s.config().captains() + " captains");
      }
      if (s.toAct() < 0 || s.toAct() >= seats) {
        return Optional.of("helm at seat " + s.toAct());
      }
      if (s.roundStarter() < 0 || s.roundStarter() >= seats) {
        return Optional.of("round opened by seat " + s.roundStarter());
      }
      if (s.round() < 1) {
        return Optional.of("round " + s.round());
      }
      int size = s.config().factor().set().size();
      int held = 0;
      for (int seat = 0; seat < seats; seat++) {
        int h = s.handSize(seat);
        if (h < 0 || h > size - 1) {
          return Optional.of("seat " + seat + " holds " + h + " coordinates");
        }
        held += h;
      }
      if (held + s.unchartedCount() > size - 1) {
        return Optional.of(held + " in hands and " + s.unchartedCount() + " uncharted exceed the set");
      }
      if (s.campaignScores().size() != seats || s.roundWins().size() != seats) {
        return Optional.of("totals for " + s.campaignScores().size() + "/" + s.roundWins().size() + " seats");
      }
      if (s.phase() == Phase.OVERTIME_VOTE) {
        boolean offered = s.config().objective() == Objective.GO_OUT
            && s.config().goOut().overtime() == GoOutStructure.Overtime.OFFERED;
        if (!offered || (s.overtimeVotesPending() & (1 << s.toAct())) == 0) {
          return Optional.of("overtime vote open with pending seats " + s.overtimeVotesPending()
              + " and seat " + s.toAct() + " at the helm");
        }
      } else if (s.overtimeVotesPending() != 0) {
        return Optional.of("overtime votes pending outside a vote: " + s.overtimeVotesPending());
      }
      return Optional.empty();
    });
  }

  /** True if a rule holds a decision of the captain at the helm, who may be answering for someone else. */
  private static boolean decisionInterrupts(GameRules<WarpState, WarpMove, WarpEvent, ?> rules, WarpState s) {
    if (!(rules instanceof WarpRules warpRules)) {
      return false;
    }
    for (RulePlugin p : warpRules.plugins()) {
      if (p.holdsDecision(s, s.toAct())) {
        return true;
      }
    }
    return false;
  }

  /**
   * While a double waits (Section IV) the sector is in play, the captain answering it is the one at the
   * helm (unless another captain holds the helm only to settle a decision a rule put to them, such as the
   * give-back of a Hand Exchange), the double lies on a route of this table, is on the table, and still needs more coordinates
   * than its branches hold.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> alertAnsweredAtHelm() {
    return Invariant.ofState("red alert answered at the helm", (rules, s) -> {
      Optional<RedAlert> alert = s.redAlert();
      if (alert.isEmpty()) {
        return Optional.empty();
      }
      RedAlert a = alert.get();
      if (s.phase() != Phase.PLAYING) {
        return Optional.of("alert " + a + " stands in phase " + s.phase());
      }
      if (a.responsible() != s.toAct() && !decisionInterrupts(rules, s)) {
        return Optional.of("seat " + a.responsible() + " must answer " + a.doubleCharted() + " but seat "
            + s.toAct() + " is at the helm");
      }
      if (!a.doubleCharted().isDouble() || !s.onTable(a.doubleCharted())) {
        return Optional.of("the waiting " + a.doubleCharted() + " is not a double on the table");
      }
      Route r = a.route();
      if (r.slot(s.seats()) > s.seats()) {
        return Optional.of("the alert lies on " + r + ", not at this table");
      }
      if (s.trail(r).openEnd() != a.pip()) {
        return Optional.of(r + " is open on " + s.trail(r).openEnd() + " while " + a.doubleCharted() + " waits");
      }
      if (a.placed() >= a.required()) {
        return Optional.of(a.placed() + " branches for a double needing " + a.required());
      }
      return Optional.empty();
    });
  }

  /** The state written as JSON by {@code codec} and read back is {@code equals} to it. */
  public static Invariant<WarpState, WarpMove, WarpEvent> jsonRoundTrips(
      WarpJsonCodec codec) {
    return Invariant.ofState("state JSON round-trips", (rules, s) ->
        codec.readState(codec.writeState(s)).equals(s) ? Optional.empty()
            : Optional.of("the state read back from JSON differs"));
  }

  /**
   * {@code WarpRules.restoreState(state.snapshot())} accepts the state and gives one that is {@code equals}
   * to it with the same {@code hashCode}.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> snapshotRoundTrips() {
    return Invariant.ofState("snapshot round-trips", (rules, s) -> {
      WarpState back;
      try {
        back = rules instanceof WarpRules w ? w.restore(s.snapshot()) : WarpRules.restoreState(s.snapshot());
      } catch (InvalidStateException e) {
        return Optional.of("restore refused the state's own snapshot: " + e.code() + " " + e.getMessage());
      }
      if (!back.equals(s) || !s.equals(back)) {
        return Optional.of("the restored state differs from the original");
      }
      if (back.hashCode() != s.hashCode()) {
        return Optional.of("equal states have different hash codes: " + s.hashCode() + " and " + back.hashCode());
      }
      return Optional.empty();
    });
  }

  /**
   * Nothing runs backwards: finished rounds are only appended to the history, the round number never
   * falls, and campaign totals and round wins never decrease (under the standard scoring).
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> progressOnlyForward() {
    return Invariant.named("progress only forward", (rules, before, move, t) -> {
      WarpState after = t.state();
      if (after.history().size() < before.history().size()
          || !after.history().subList(0, before.history().size()).equals(before.history())) {
        return Optional.of("the history of finished rounds was rewritten");
      }
      if (after.round() < before.round()) {
        return Optional.of("round went back from " + before.round() + " to " + after.round());
      }
      List<Integer> scoresBefore = before.campaignScores();
      List<Integer> scoresAfter = after.campaignScores();
      List<Integer> winsBefore = before.roundWins();
      List<Integer> winsAfter = after.roundWins();
      for (int seat = 0; seat < after.seats(); seat++) {
        if (scoresAfter.get(seat) < scoresBefore.get(seat) || winsAfter.get(seat) < winsBefore.get(seat)) {
          return Optional.of("seat " + seat + "'s totals went down");
        }
      }
      return Optional.empty();
    });
  }

  /** Every move {@code legalMoves} lists after a step is accepted by {@code apply}. */
  public static Invariant<WarpState, WarpMove, WarpEvent> listedMovesApply() {
    return Invariant.ofState("every listed move applies", (rules, s) -> {
      for (WarpMove m : rules.legalMoves(s)) {
        try {
          rules.apply(s, m);
        } catch (WarpException e) {
          return Optional.of("listed move \"" + m + "\" refused: " + e.code() + " " + e.getMessage());
        }
      }
      return Optional.empty();
    });
  }

  /**
   * No seat's view names a coordinate hidden from that seat — one in another captain's hand or in Uncharted
   * Sectors — and the spectator's view names none hidden from any seat, anywhere its {@code toString()}
   * would show it: the view's values are walked, coordinates checked as themselves and text scanned as
   * {@link #leakIn} does. The hands a round ended with are not hidden once it is over.
   */
  public static Invariant<WarpState, WarpMove, WarpEvent> viewsHideOthersCoordinates() {
    // Walks each view's values rather than rendering it as text: the same finding, without the text.
    LeakWalk walk = new LeakWalk();
    return Invariant.ofState("views hide others' coordinates", (rules, s) -> {
      for (int seat = GameRules.SPECTATOR; seat < s.seats(); seat++) {
        BitSet hidden = hiddenFrom(s, seat);
        int at = seat;
        Object view = seat == GameRules.SPECTATOR ? rules.spectatorView(s) : rules.view(s, seat);
        Optional<String> leak = walk.find(view, hidden, text -> scan(text, hidden, at))
            .map(found -> found.startsWith(who(at)) ? found : who(at) + "'s view " + found);
        if (leak.isPresent()) {
          return leak;
        }
      }
      return Optional.empty();
    });
  }

  /**
   * The first coordinate hidden from {@code seat} in {@code state} that {@code text} names, described, or
   * empty when the text names none. Coordinates a rule lets the seat know ({@code PluginState.knownTo})
   * are not hidden.
   */
  public static Optional<String> leakIn(String text, WarpState state, int seat) {
    return scan(text, hiddenFrom(state, seat), seat);
  }

  /**
   * The coordinates {@code seat} (or a spectator, {@link GameRules#SPECTATOR}) may not know in
   * {@code state}: others' hands while a round is in play, and Uncharted Sectors.
   */
  private static BitSet hiddenFrom(WarpState state, int seat) {
    BitSet hidden = new BitSet();
    // Once the round is over (awaiting votes, or the sector over) the table has been shown every hand.
    if (state.phase() == Phase.PLAYING) {
      for (int other = 0; other < state.seats(); other++) {
        if (other != seat) {
          state.hand(other).forEach(c -> hidden.set(c.index()));
        }
      }
    }
    state.uncharted().forEach(c -> hidden.set(c.index()));
    state.pluginStates().values().forEach(ps -> ps.knownTo(seat).forEach(c -> hidden.clear(c.index())));
    return hidden;
  }

  private static String who(int seat) {
    return seat == GameRules.SPECTATOR ? "the spectator" : "seat " + seat;
  }

  private static Optional<String> scan(String text, BitSet hidden, int seat) {
    // Finds what the pattern (?<![\w-])(\d{1,2})-(\d{1,2})(?![\w-]) finds, by hand: the soak runs this
    // on every seat's view, and a regular expression made it the soak's dearest check.
    for (int dash = text.indexOf('-'); dash >= 0; dash = text.indexOf('-', dash + 1)) {
      int from = dash;
      while (from > 0 && isDigit(text.charAt(from - 1))) {
        from--;
      }
      int to = dash + 1;
      while (to < text.length() && isDigit(text.charAt(to))) {
        to++;
      }
      if (dash - from < 1 || dash - from > 2 || to - dash - 1 < 1 || to - dash - 1 > 2
          || (from > 0 && isWordOrDash(text.charAt(from - 1)))
          || (to < text.length() && isWordOrDash(text.charAt(to)))) {
        continue;
      }
      int a = Integer.parseInt(text, from, dash, 10);
      int b = Integer.parseInt(text, dash + 1, to, 10);
      if (a <= Coordinate.MAX_PIP && b <= Coordinate.MAX_PIP && hidden.get(Coordinate.of(a, b).index())) {
        return Optional.of(who(seat) + "'s view names hidden " + Coordinate.of(a, b) + " at \""
            + excerpt(text, from) + "\"");
      }
    }
    return Optional.empty();
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** A character of the regex class {@code [\\w-]}. */
  private static boolean isWordOrDash(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
  }

  private static String excerpt(String text, int at) {
    return text.substring(Math.max(0, at - 30), Math.min(text.length(), at + 30)).replace('\n', ' ');
  }
}
