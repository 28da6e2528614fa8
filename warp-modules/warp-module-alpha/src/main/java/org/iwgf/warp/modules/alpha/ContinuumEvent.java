// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginEvent;

/**
 * What a Continuum Flash reports. None names a hidden coordinate: a peek and a wager are private to the
 * invoker's view.
 *
 * @since 0.1.0
 */
public sealed interface ContinuumEvent extends PluginEvent {

  @Override
  default String pluginId() {
    return ModuleAlpha.ID;
  }

  /** {@code seat} charted 0-0 on their own Warp Trail: a Continuum Flash waits for their directive. */
  record FlashOpened(int seat) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "Continuum Flash! " + captain.apply(seat) + " charted 0-0 and chooses a directive";
    }
  }

  /** {@code seat} chose {@code directive}. */
  record DirectiveChosen(int seat, Directive directive) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " invokes the directive " + directive;
    }
  }

  /** The captains in {@code seats} will skip their next turn (empty when the whole fleet tied: nobody skips). */
  record SkipsDue(List<Integer> seats) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return seats.stream().map(captain::apply).collect(Collectors.joining(", ")) + " will skip their next turn";
    }

    public SkipsDue {
      seats = List.copyOf(seats);
    }
  }

  /** {@code seat}'s turn was skipped. */
  record TurnSkipped(int seat) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + "'s turn is skipped";
    }
  }

  /** Force Draw: {@code target} drew one coordinate, or the draw was cancelled ({@code drew} false). */
  record ForcedDraw(int invoker, int target, boolean drew) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(invoker) + " forces " + captain.apply(target) + " to draw" + (drew ? "" : ", but nothing is left to draw");
    }
  }

  /** A Continuum Wager drew {@code drawn} coordinates (0–2) for {@code seat}. */
  record WagerDrawn(int seat, int drawn) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " draws " + drawn + " for the Continuum Wager";
    }
  }

  /** {@code seat} kept one wagered coordinate and returned the other face-down to Uncharted Sectors. */
  record WagerSettled(int seat) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " keeps one wagered coordinate and returns the other";
    }
  }

  /** The double {@code doubleCharted} ended the temporal inversion. */
  record TemporalInversionEnded(Coordinate doubleCharted) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The temporal inversion ends with " + doubleCharted;
    }
  }

  /** Fracture immunity was spent on {@code doubleCharted}, charted by {@code seat} on their own trail. */
  record FractureImmunitySpent(int seat, Coordinate doubleCharted) implements ContinuumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + "'s fracture immunity keeps " + doubleCharted + " from fracturing";
    }
  }
}
