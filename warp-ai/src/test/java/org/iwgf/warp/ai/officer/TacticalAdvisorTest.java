// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.iwgf.warp.testkit.PracticeTables.own;
import static org.iwgf.warp.testkit.PracticeTables.rules;
import static org.iwgf.warp.testkit.PracticeTables.view;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** The advisor's suggestion is legal and every reason it gives is a true fact about the position. */
class TacticalAdvisorTest {
  private static final TacticalAdvisor ADVISOR = TacticalAdvisor.of(Lookahead.of(4, 8, 3));
  private static final Pattern SHEDS = Pattern.compile("^sheds (\\d+) pips?$");
  private static final Pattern LINE = Pattern.compile("^keeps a (\\d+)-line for your trail$");
  private static final Pattern PLAYABLE = Pattern.compile(
      "^leaves (\\d+) of your other coordinates an open end to chart on, against (\\d+) after (.+)$");
  private static final Pattern EXPOSED = Pattern.compile(
      "^leaves no new end open to opponents, where .+ would leave .+ open on (\\d+) \\((\\d+) unseen coordinates? shows? it\\)$");
  private static final Pattern NEXT_ANSWERS = Pattern.compile(
      "^leaves (\\w+) (\\d+) unseen coordinates? to answer with, against (\\d+) after (.+)$");
  private static final Pattern OWN_LINE =
      Pattern.compile("^keeps a line of (\\d+) for your trail, against (\\d+) after (.+)$");
  private static final Pattern UNCOVERED =
      Pattern.compile("^keeps (\\d+) doubles? you cannot cover, against (\\d+) after (.+)$");
  private static final Pattern ALERT = Pattern.compile("^covers the Red Alert on (\\S+) before it passes to (\\w+)$");

  @Test
  void coveringTheRedAlertNamesTheDoubleAndTheNextCaptain() {
    WarpRules rules = rules();
    RedAlert alert = new RedAlert(Coordinate.of(5, 5), own(), 0, 0, false, 1, 0);
    SeatView v = view(rules, TableSetup.of(rules).trail(0, "9-5 5-5").hand(0, "5-2 5-6 2-1").alert(alert)
        .hand(1, "0-0 0-1 0-2"));
    Advice advice = ADVISOR.advise(v, new SplittableRandom(1));
    assertTrue(v.legalMoves().contains(advice.move()));
    assertTrue(advice.reasons().contains("covers the Red Alert on 5-5 before it passes to Lovell"), advice.toString());
    assertAllTrue(v, advice);
  }

  @Test
  void aForcedDrawSaysWhy() {
    WarpRules rules = rules();
    SeatView v = view(rules, TableSetup.of(rules).trail(0, "9-5").neutralZone("9-4").hand(0, "1-2 3-3")
        .hand(1, "0-0 0-1 0-2"));
    Advice advice = ADVISOR.advise(v, new SplittableRandom(1));
    assertEquals(WarpMove.DRAW, advice.move());
    assertEquals(List.of("no coordinate in your hand can be charted, so you draw from Uncharted Sectors ("
        + v.unchartedCount() + " left)"), advice.reasons());
  }

  @Test
  void everyReasonAlongWholeSectorsIsTrue() {
    WarpRules rules = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).campaignRounds(1)
        .build());
    int checked = 0;
    for (long seed = 1; seed <= 3; seed++) {
      WarpState s = rules.start(seed);
      SplittableRandom random = new SplittableRandom(seed);
      while (!s.isOver()) {
        SeatView v = rules.view(s, s.toAct());
        Advice advice = ADVISOR.advise(v, random);
        assertTrue(v.legalMoves().contains(advice.move()), advice.toString());
        assertAllTrue(v, advice);
        checked += advice.reasons().size();
        s = rules.apply(s, advice.move()).state();
      }
    }
    assertTrue(checked > 50, "too few reasons checked: " + checked);
  }

  @Test
  void consultingTheAdvisorMarksTheRecordAssisted() {
    WarpRules rules = rules();
    GameRecord record = GameRecord.of(rules.config(), 8L, List.of());
    assertFalse(record.assisted());
    TacticalAdvisor.Consultation c = ADVISOR.consult(record, rules);
    assertTrue(c.record().assisted());
    assertEquals(record.moves(), c.record().moves());
    assertTrue(rules.legalMoves(record.replay(rules)).contains(c.advice().move()));
    assertEquals(c.advice(), ADVISOR.consult(record, rules).advice(), "the same record gets the same advice");
  }

  /**
   * The coordinates in hand after {@code move} that show an end open to the seat as the table stands after it,
   * counted afresh: the seat's own trail, the Neutral Zone and trails whose beacon is up.
   */
  private static int playable(SeatView v, WarpMove move) {
    List<Coordinate> hand = new ArrayList<>(v.hand());
    List<Integer> ends = new ArrayList<>();
    for (TrailView t : Stream.concat(v.trails().stream(), Stream.of(v.neutralZone())).toList()) {
      if (!t.route().isNeutralZone() && t.route().owner().getAsInt() != v.seat() && !t.beaconUp()) {
        continue;
      }
      int end = t.openEnd();
      if (move instanceof WarpMove.Chart c && c.route().equals(t.route())) {
        end = c.coordinate().has(end) ? c.coordinate().otherEnd(end) : c.coordinate().high();
      }
      ends.add(end);
    }
    if (move instanceof WarpMove.Chart c) {
      hand.remove(c.coordinate());
    }
    return (int) hand.stream().filter(c -> ends.stream().anyMatch(c::has)).count();
  }

  /**
   * The coordinates neither in the seat's hand nor on the table that show an end open to {@code next} after
   * {@code move}, counted afresh: their own trail, the Neutral Zone and trails whose beacon is then up.
   */
  private static int unseenAnswering(SeatView v, WarpMove move, int next) {
    List<TrailView> routes = Stream.concat(v.trails().stream(), Stream.of(v.neutralZone())).toList();
    List<Integer> ends = new ArrayList<>();
    for (TrailView t : routes) {
      int owner = t.route().owner().orElse(-1);
      boolean beacon = owner == v.seat() ? move.equals(WarpMove.DEPLOY_BEACON)
          || (t.beaconUp() && !(move instanceof WarpMove.Chart c && c.route().equals(t.route()))) : t.beaconUp();
      if (owner >= 0 && owner != next && !beacon) {
        continue;
      }
      int end = t.openEnd();
      if (move instanceof WarpMove.Chart c && c.route().equals(t.route())) {
        end = c.coordinate().has(end) ? c.coordinate().otherEnd(end) : c.coordinate().high();
      }
      ends.add(end);
    }
    int maxPip = v.config().factor().maxPip();
    int n = 0;
    for (int a = 0; a <= maxPip; a++) {
      for (int b = a; b <= maxPip; b++) {
        Coordinate c = Coordinate.of(a, b);
        boolean seen = v.hand().contains(c) || c.equals(v.spacedock()) || routes.stream()
            .anyMatch(t -> t.coordinates().contains(c) || t.branches().contains(c));
        n += !seen && ends.stream().anyMatch(c::has) ? 1 : 0;
      }
    }
    return n;
  }

  private static WarpMove move(SeatView v, String name, String reason) {
    return v.legalMoves().stream().filter(x -> x.toString().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no such move: " + reason));
  }

  /** The seat's hand after {@code move} (a draw leaves it as it is: what is drawn is not known yet). */
  private static List<Coordinate> handAfter(SeatView v, WarpMove move) {
    List<Coordinate> hand = new ArrayList<>(v.hand());
    if (move instanceof WarpMove.Chart c) {
      hand.remove(c.coordinate());
    }
    return hand;
  }

  /**
   * The coordinates of the heaviest line the seat's hand after {@code move} makes on its own trail, every line
   * tried afresh from the end the trail shows after the move.
   */
  private static int ownLine(SeatView v, WarpMove move) {
    List<Coordinate> hand = handAfter(v, move);
    int end = v.trails().get(v.seat()).openEnd();
    if (move instanceof WarpMove.Chart c && c.route().owner().orElse(-1) == v.seat()) {
      end = Position.of(v).endAfter(c);
    }
    return CommanderFeaturesTest.heaviestLine(hand, end, new boolean[hand.size()])[1];
  }

  /** The doubles in the seat's hand after {@code move} that no other coordinate there shows the pip of. */
  private static long uncoveredDoubles(SeatView v, WarpMove move) {
    List<Coordinate> hand = handAfter(v, move);
    return hand.stream().filter(c -> c.isDouble() && hand.stream().noneMatch(o -> !o.equals(c) && o.has(c.high())))
        .count();
  }

  /** Checks the facts behind every reason whose form this test knows. */
  static void assertAllTrue(SeatView v, Advice advice) {
    for (String reason : advice.reasons()) {
      Matcher m = SHEDS.matcher(reason);
      if (m.matches()) {
        WarpMove.Chart chart = (WarpMove.Chart) advice.move();
        assertEquals(chart.coordinate().pips(), Integer.parseInt(m.group(1)), reason);
      }
      m = LINE.matcher(reason);
      if (m.matches()) {
        WarpMove.Chart chart = (WarpMove.Chart) advice.move();
        int pip = Integer.parseInt(m.group(1));
        assertEquals(v.seat(), chart.route().owner().orElse(-1), reason);
        assertEquals(pip, Position.of(v).endAfter(chart), reason);
        assertTrue(v.hand().stream().anyMatch(c -> !c.equals(chart.coordinate()) && c.has(pip)), reason);
      }
      m = ALERT.matcher(reason);
      if (m.matches()) {
        RedAlert alert = v.redAlert().orElseThrow(() -> new AssertionError("no alert: " + reason));
        assertEquals(alert.doubleCharted().toString(), m.group(1), reason);
        assertEquals(v.seat(), alert.responsible(), reason);
        assertEquals(v.captainName((v.seat() + 1) % v.handCounts().size()), m.group(2), reason);
      }
      m = PLAYABLE.matcher(reason);
      if (m.matches()) {
        assertEquals(playable(v, advice.move()), Integer.parseInt(m.group(1)), reason);
        String runnerUp = m.group(3);
        WarpMove other = v.legalMoves().stream().filter(x -> x.toString().equals(runnerUp)).findFirst()
            .orElseThrow(() -> new AssertionError("no such move: " + reason));
        assertEquals(playable(v, other), Integer.parseInt(m.group(2)), reason);
      }
      m = EXPOSED.matcher(reason);
      if (m.matches()) {
        WarpMove.Chart chart = (WarpMove.Chart) advice.move();
        int owner = chart.route().owner().orElse(-1);
        assertFalse(owner < 0 || (owner != v.seat() && v.trails().get(owner).beaconUp()), reason);
        int pip = Integer.parseInt(m.group(1));
        long seen = v.hand().stream().filter(c -> c.has(pip)).count() + Stream.concat(v.trails().stream(),
            Stream.of(v.neutralZone())).flatMap(t -> Stream.concat(t.coordinates().stream(), t.branches().stream()))
            .filter(c -> c.has(pip)).distinct().count();
        assertTrue(Integer.parseInt(m.group(2)) <= v.config().factor().maxPip() + 1 - seen, reason);
      }
      m = NEXT_ANSWERS.matcher(reason);
      if (m.matches()) {
        assertTrue(v.redAlert().isEmpty(), reason);
        int next = (v.seat() + 1) % v.handCounts().size();
        assertEquals(v.captainName(next), m.group(1), reason);
        assertEquals(unseenAnswering(v, advice.move(), next), Integer.parseInt(m.group(2)), reason);
        String runnerUp = m.group(4);
        WarpMove other = v.legalMoves().stream().filter(x -> x.toString().equals(runnerUp)).findFirst()
            .orElseThrow(() -> new AssertionError("no such move: " + reason));
        assertEquals(unseenAnswering(v, other, next), Integer.parseInt(m.group(3)), reason);
      }
      m = OWN_LINE.matcher(reason);
      if (m.matches()) {
        assertEquals(ownLine(v, advice.move()), Integer.parseInt(m.group(1)), reason);
        assertEquals(ownLine(v, move(v, m.group(3), reason)), Integer.parseInt(m.group(2)), reason);
      }
      m = UNCOVERED.matcher(reason);
      if (m.matches()) {
        assertEquals(uncoveredDoubles(v, advice.move()), Integer.parseInt(m.group(1)), reason);
        assertEquals(uncoveredDoubles(v, move(v, m.group(3), reason)), Integer.parseInt(m.group(2)), reason);
      }
      if (reason.startsWith("does not chart the double ")) {
        assertTrue(v.redAlert().isEmpty(), reason);
      }
      if (reason.startsWith("no coordinate in your hand can be charted")) {
        assertTrue(v.legalMoves().stream().noneMatch(x -> x instanceof WarpMove.Chart), reason);
      }
      if (reason.startsWith("raises your shields")) {
        assertTrue(v.trails().get(v.seat()).beaconUp(), reason);
      }
    }
  }
}
