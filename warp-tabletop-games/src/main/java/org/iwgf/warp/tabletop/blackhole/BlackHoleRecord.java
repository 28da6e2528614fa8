package org.iwgf.warp.tabletop.blackhole;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * A whole game as data: its configuration, its seed and every move in order. Because the rules are a pure
 * function of these, {@link #replay()} rebuilds every state exactly.
 *
 * @param config how the game was set up
 * @param seed the seed it was started from
 * @param moves every move, in order
 */
@JsonPropertyOrder({"config", "seed", "moves"})
public record BlackHoleRecord(BlackHoleConfig config, long seed, List<BlackHoleMove> moves) {
  public BlackHoleRecord {
    Objects.requireNonNull(config, "config");
    moves = List.copyOf(moves);
  }

  /**
   * The state after every move.
   *
   * @throws InvalidStateException with code {@code REPLAY} if a move is not legal where it was recorded
   */
  public BlackHoleState replay() {
    BlackHoleRules rules = BlackHoleRules.of(config);
    BlackHoleState state = rules.start(seed);
    for (int i = 0; i < moves.size(); i++) {
      try {
        state = rules.apply(state, moves.get(i)).state();
      } catch (IllegalMoveException e) {
        throw new InvalidStateException("REPLAY", "Move " + i + " of the record cannot be played: "
            + e.getMessage(), e);
      }
    }
    return state;
  }
}
