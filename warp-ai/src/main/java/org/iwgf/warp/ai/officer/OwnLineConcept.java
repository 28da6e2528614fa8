// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.model.WarpMove;

/**
 * A concept of the line the seat's own hand makes on its own Warp Trail after a move, as the own-line move
 * features read it ({@link OwnLine}): the share of the remaining coordinates on the heaviest line, the share
 * of the remaining pips off it, and the doubles kept with nothing else in hand to cover them. Ω's shipped
 * weights read these features, so the advisor needs them to follow Ω and to say why.
 */
final class OwnLineConcept extends Concepts.FeatureConcept {
  private OwnLineConcept(String name, int index) {
    super(name, index);
  }

  /** The concepts, in the order of the features. */
  static List<Concepts.Concept> all() {
    return List.of(new OwnLineConcept("your own line", 0), new OwnLineConcept("pips off your own line", 1),
        new OwnLineConcept("doubles you cannot cover", 2));
  }

  @Override
  public double value(Position p, WarpMove move) {
    float[] out = new float[3];
    OwnLine.of(p).write(move, out, 0);
    return out[index];
  }

  @Override
  public Optional<String> reason(Position p, WarpMove suggested, Optional<WarpMove> runnerUp) {
    // A draw's line is the hand's before the coordinate drawn: only charts and moves that keep the hand as it
    // is make a plain fact of it.
    if (index == 1 || runnerUp.isEmpty() || suggested instanceof WarpMove.Draw
        || runnerUp.get() instanceof WarpMove.Draw) {
      return Optional.empty();
    }
    OwnLine own = OwnLine.of(p);
    OwnLine.Line mine = own.after(suggested);
    OwnLine.Line theirs = own.after(runnerUp.get());
    if (index == 0 && mine.length() > theirs.length()) {
      return Optional.of("keeps a line of " + mine.length() + " for your trail, against " + theirs.length()
          + " after " + runnerUp.get());
    }
    if (index == 2 && mine.bareDoubles() < theirs.bareDoubles()) {
      return Optional.of("keeps " + mine.bareDoubles() + (mine.bareDoubles() == 1 ? " double" : " doubles")
          + " you cannot cover, against " + theirs.bareDoubles() + " after " + runnerUp.get());
    }
    return Optional.empty();
  }
}
