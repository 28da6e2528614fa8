// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import static org.iwgf.warp.classic.rules.Moves.draw;
import static org.iwgf.warp.classic.rules.Moves.lead;
import static org.iwgf.warp.classic.rules.Moves.pass;
import static org.iwgf.warp.classic.rules.Moves.play;
import static org.iwgf.warp.classic.rules.Moves.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.Transition;
import org.junit.jupiter.api.Test;

/** Each rule of a turn, allowed and refused. */
class MoveRulesTest {
  private static final ClassicConfig BLOCK2 = ClassicConfig.builder(Variant.BLOCK).players(2).build();
  private static final ClassicConfig DRAW2 = ClassicConfig.builder(Variant.DRAW).players(2).build();
  private static final ClassicRules BLOCK = ClassicRules.of(BLOCK2);
  private static final ClassicRules DRAW = ClassicRules.of(DRAW2);

  @Test
  void theFirstHandIsLedWithTheRequiredTileOnly() {
    ClassicState s = Table.of(BLOCK2).hand(0, "6-6 5-4").hand(1, "6-3").firstHandLead("6-6").build();
    assertEquals(List.of(lead("6-6")), BLOCK.legalMoves(s));
    refused(BLOCK, s, lead("5-4"), "MUST_LEAD");
    refused(BLOCK, s, play("6-6", End.LEFT), "LEAD_FIRST");
    refused(BLOCK, s, pass(), "MUST_PLAY");
    Transition<ClassicState, ClassicEvent> t = BLOCK.apply(s, lead("6-6"));
    assertEquals(List.of(new ClassicEvent.Led(0, Coordinate.parse("6-6"))), t.events());
    assertEquals(OptionalInt.of(1), t.state().toAct());
    assertEquals(Optional.empty(), t.state().requiredLead());
  }

  @Test
  void laterHandsAreLedWithAnyTile() {
    ClassicState s = Table.of(BLOCK2).hand(0, "6-6 5-4").hand(1, "3-3").build();
    assertEquals(List.of(lead("5-4"), lead("6-6")), BLOCK.legalMoves(s));
    refused(BLOCK, s, lead("3-3"), "NOT_IN_HAND");
  }

  @Test
  void aTileJoinsAnOpenEndShowingOneOfItsPips() {
    ClassicState s = Table.of(BLOCK2).line("6-4").hand(0, "6-1 4-2 3-2").hand(1, "0-0").build();
    assertEquals(List.of(play("4-2", End.RIGHT), play("6-1", End.LEFT)), BLOCK.legalMoves(s));
    refused(BLOCK, s, play("3-2", End.LEFT), "NO_MATCH");
    refused(BLOCK, s, play("4-2", End.LEFT), "NO_MATCH");
    refused(BLOCK, s, play("6-1", End.UP), "END_CLOSED");
    refused(BLOCK, s, play("5-5", End.LEFT), "NOT_IN_HAND");
    refused(BLOCK, s, lead("6-1"), "LINE_STARTED");
    refused(BLOCK, s, pass(), "MUST_PLAY");
    refused(BLOCK, s, draw(), "NO_DRAW");
    ClassicState after = BLOCK.apply(s, play("6-1", End.LEFT)).state();
    assertEquals(OptionalInt.of(1), after.line().openPip(End.LEFT));
    assertEquals(OptionalInt.of(4), after.line().openPip(End.RIGHT));
  }

  @Test
  void aTileMatchingBothEndsMayGoEitherWay() {
    ClassicState s = Table.of(BLOCK2).line("5-4 4-6:right").hand(0, "6-5 0-0").hand(1, "6-6 5-5").build();
    assertEquals(List.of(play("6-5", End.LEFT), play("6-5", End.RIGHT)), BLOCK.legalMoves(s));
    ClassicState left = BLOCK.apply(s, play("6-5", End.LEFT)).state();
    assertEquals(OptionalInt.of(6), left.line().openPip(End.LEFT));
    ClassicState right = BLOCK.apply(s, play("6-5", End.RIGHT)).state();
    assertEquals(OptionalInt.of(5), right.line().openPip(End.RIGHT));
  }

  @Test
  void inBlockASeatThatCannotPlayPasses() {
    ClassicState s = Table.of(BLOCK2).line("6-4").hand(0, "1-1 2-2").hand(1, "6-5").build();
    assertEquals(List.of(pass()), BLOCK.legalMoves(s));
    refused(BLOCK, s, draw(), "NO_DRAW");
    Transition<ClassicState, ClassicEvent> t = BLOCK.apply(s, pass());
    assertEquals(List.of(new ClassicEvent.Passed(0)), t.events());
    assertEquals(OptionalInt.of(1), t.state().toAct());
  }

  @Test
  void inDrawASeatThatCannotPlayDrawsUntilItCan() {
    ClassicState s = Table.of(DRAW2).line("6-4").hand(0, "1-1 2-2").hand(1, "6-5").boneyard("3-3 6-0").build();
    assertEquals(List.of(draw()), DRAW.legalMoves(s));
    refused(DRAW, s, pass(), "MUST_DRAW");
    Transition<ClassicState, ClassicEvent> first = DRAW.apply(s, draw());
    assertEquals(List.of(new ClassicEvent.Drew(0, Optional.of(Coordinate.parse("3-3")))), first.events());
    assertEquals(List.of(new ClassicEvent.Drew(0, Optional.empty())), DRAW.eventsFor(first.events(), 1));
    assertEquals(OptionalInt.of(0), first.state().toAct());
    assertEquals(List.of(draw()), DRAW.legalMoves(first.state()));
    ClassicState second = DRAW.apply(first.state(), draw()).state();
    assertEquals(List.of(play("6-0", End.LEFT)), DRAW.legalMoves(second));
    refused(DRAW, second, draw(), "MUST_PLAY");
  }

  @Test
  void theReserveIsNeverDrawn() {
    ClassicConfig reserve2 = ClassicConfig.builder(Variant.DRAW).players(2).drawReserve(true).build();
    ClassicRules rules = ClassicRules.of(reserve2);
    ClassicState s = Table.of(reserve2).line("6-4").hand(0, "1-1 2-2").boneyard("3-3 0-0").rest(1).build();
    assertEquals(0, s.drawable());
    assertEquals(List.of(pass()), rules.legalMoves(s));
    refused(rules, s, draw(), "BONEYARD_EMPTY");
    ClassicState noReserve = Table.of(DRAW2).line("6-4").hand(0, "1-1 2-2").boneyard("3-3 0-0").rest(1).build();
    assertEquals(List.of(draw()), DRAW.legalMoves(noReserve));

    ClassicConfig reserve3 = ClassicConfig.builder(Variant.DRAW).players(3).drawReserve(true).build();
    ClassicState three = Table.of(reserve3).line("6-4").hand(0, "1-1").hand(1, "2-2").boneyard("3-3 0-0")
        .rest(2).build();
    assertEquals(1, three.drawable());
    assertEquals(List.of(draw()), ClassicRules.of(reserve3).legalMoves(three));
  }

  @Test
  void nothingMovesOnceTheGameIsOver() {
    ClassicConfig short2 = ClassicConfig.builder(Variant.BLOCK).players(2).target(10).build();
    ClassicRules rules = ClassicRules.of(short2);
    ClassicState s = Table.of(short2).line("6-4").hand(0, "6-5").hand(1, "6-6 1-0").build();
    ClassicState over = rules.apply(s, play("6-5", End.LEFT)).state();
    assertTrue(over.isOver());
    assertEquals(List.of(), rules.legalMoves(over));
    assertEquals(OptionalInt.empty(), rules.toAct(over));
    refused(rules, over, pass(), "GAME_OVER");
    assertEquals(List.of(0), rules.outcome(over).orElseThrow().winners());
    assertEquals(List.of(13, 0), over.scores());
  }
}
