// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.model.WarpMove;

/**
 * A concept of what a move leaves open, as the Commander's outs and next-turn move features read it: the
 * shares of the unseen and of the seat's own coordinates that show the end a chart leaves, and ({@link
 * NextTurn}) how likely the next captain is to hold nothing to chart, what share of their hand answers them,
 * and what share of the seat's own remaining hand still joins a route open to it. Ω's shipped weights read
 * these features, so the advisor needs them to follow Ω and to say why.
 */
final class NextTurnConcept extends Concepts.FeatureConcept {
  /** The name of the concept weighing the chance that the next captain holds nothing to chart. */
  static final String STRANDS = "strand the next captain";

  private NextTurnConcept(String name, int index) {
    super(name, index);
  }

  /** The concepts, in the order of the features: the two outs, then the three of the next turn. */
  static List<Concepts.Concept> all() {
    return List.of(new NextTurnConcept("unseen coordinates on the new end", 0),
        new NextTurnConcept("your coordinates on the new end", 1), new NextTurnConcept(STRANDS, 2),
        new NextTurnConcept("answers left to the next captain", 3), new NextTurnConcept("your hand's reach", 4));
  }

  @Override
  public double value(Position p, WarpMove move) {
    float[] out = new float[5];
    if (index < 2) {
      CommanderFeatures.writeOuts(p.view(), p, move, out, 0);
    } else {
      NextTurn.of(p.view(), p, Intel.none(), false).write(move, out, 2);
    }
    return out[index];
  }

  @Override
  public Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp) {
    // Only the two concepts of the next captain's answers speak of them, and only where no Red Alert narrows
    // what answers: then the count of unseen coordinates joining their routes is a plain fact of the table.
    if ((index != 2 && index != 3) || runnerUp.isEmpty() || p.redAlert().isPresent() || isDouble(suggested)
        || isDouble(runnerUp.get())) {
      return Optional.empty();
    }
    NextTurn turn = NextTurn.of(p.view(), p, Intel.none(), false);
    int mine = turn.unseenAnswers(suggested);
    int theirs = turn.unseenAnswers(runnerUp.get());
    if (mine >= theirs) {
      return Optional.empty();
    }
    return Optional.of("leaves " + p.view().captainName(p.nextSeat()) + " " + mine + " unseen "
        + (mine == 1 ? "coordinate" : "coordinates") + " to answer with, against " + theirs + " after "
        + runnerUp.get());
  }

  private static boolean isDouble(WarpMove m) {
    return m instanceof WarpMove.Chart c && c.coordinate().isDouble();
  }
}
