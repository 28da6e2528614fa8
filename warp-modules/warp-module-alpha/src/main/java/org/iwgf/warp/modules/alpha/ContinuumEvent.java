package org.iwgf.warp.modules.alpha;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.PluginEvent;

/**
 * What a Continuum Flash reports. None names a hidden coordinate: a peek and a wager are private to the
 * invoker's view.
 */
public sealed interface ContinuumEvent extends PluginEvent {

  @Override
  default String pluginId() {
    return ModuleAlpha.ID;
  }

  /** {@code seat} charted 0-0 on their own Warp Trail: a Continuum Flash waits for their directive. */
  record FlashOpened(int seat) implements ContinuumEvent {}

  /** {@code seat} chose {@code directive}. */
  record DirectiveChosen(int seat, Directive directive) implements ContinuumEvent {}

  /** The captains in {@code seats} will skip their next turn (empty when the whole fleet tied: nobody skips). */
  record SkipsDue(List<Integer> seats) implements ContinuumEvent {
    public SkipsDue {
      seats = List.copyOf(seats);
    }
  }

  /** {@code seat}'s turn was skipped. */
  record TurnSkipped(int seat) implements ContinuumEvent {}

  /** Force Draw: {@code target} drew one coordinate, or the draw was cancelled ({@code drew} false). */
  record ForcedDraw(int invoker, int target, boolean drew) implements ContinuumEvent {}

  /** A Continuum Wager drew {@code drawn} coordinates (0–2) for {@code seat}. */
  record WagerDrawn(int seat, int drawn) implements ContinuumEvent {}

  /** {@code seat} kept one wagered coordinate and returned the other face-down to Uncharted Sectors. */
  record WagerSettled(int seat) implements ContinuumEvent {}

  /** The double {@code doubleCharted} ended the temporal inversion. */
  record TemporalInversionEnded(Coordinate doubleCharted) implements ContinuumEvent {}

  /** Fracture immunity was spent on {@code doubleCharted}, charted by {@code seat} on their own trail. */
  record FractureImmunitySpent(int seat, Coordinate doubleCharted) implements ContinuumEvent {}
}
