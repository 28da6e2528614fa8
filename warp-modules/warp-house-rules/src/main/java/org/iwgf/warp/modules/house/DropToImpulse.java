// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * House rule "Drop to Impulse" (Sections V and VI), the multi-trail knock. A captain whose chart leaves one
 * coordinate in hand is at impulse: the turn does not pass until they either announce
 * ({@link Announce}, "Drop to Impulse!") or pass without announcing ({@link PassUnannounced}); they
 * cannot chart again that turn. A pass without the announcement opens a catch window that lasts through
 * the next captain's turn and closes when that captain passes the helm; a {@link Catch} in it makes the
 * forgetful captain draw one or two coordinates (option {@code catchDraw}, default 1) from Uncharted
 * Sectors, if any remain, and returns them to warp. Drawing while at impulse also returns a captain to
 * warp. The last coordinate is later charted under normal rules, going out included.
 *
 * @since 0.1.0
 */
public final class DropToImpulse implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "drop-to-impulse";
  /** The option: coordinates a successful catch draws, 1 or 2. */
  public static final String CATCH_DRAW = "catchDraw";

  private static final int NONE = -1;

  /**
   * The impulse bookkeeping.
   *
   * @param pending the captain who must announce or pass unannounced before the helm passes, or −1
   * @param atImpulse seats at impulse (announced or passed unannounced) not yet back at warp, as a bit set
   * @param catchable the captain who passed without announcing while the window is open, or −1
   * @param windowOwner the captain whose turn the catch window spans, or −1 until the helm passes
   */
  public record Impulse(int pending, int atImpulse, int catchable, int windowOwner) implements PluginState {
    static final Impulse CLEAR = new Impulse(NONE, 0, NONE, NONE);

    /** True while {@code seat} has dropped to impulse and not yet returned to warp. */
    public boolean isAtImpulse(int seat) {
      return (atImpulse & (1 << seat)) != 0;
    }
  }

  /** Every move of this rule: the moves of Drop to Impulse. */
  public sealed interface Move extends PluginMove permits Announce, PassUnannounced, Catch {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** "Drop to Impulse!": announce and pass the helm with one coordinate in hand. */
  public record Announce() implements Move {
    @Override
    public String toString() {
      return "Drop to Impulse!";
    }
  }

  /** Pass the helm without announcing, risking a catch. */
  public record PassUnannounced() implements Move {
    @Override
    public String toString() {
      return "pass without announcing";
    }
  }

  /** Catch the captain who passed without announcing. */
  public record Catch() implements Move {
    @Override
    public String toString() {
      return "catch the missed announcement";
    }
  }

  /** What happened at impulse. */
  public sealed interface ImpulseEvent extends PluginEvent {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** {@code seat} announced "Drop to Impulse!". */
  public record Announced(int seat) implements ImpulseEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " drops to impulse: one coordinate left";
    }
  }

  /** {@code seat} passed at impulse without announcing; the catch window is open. */
  public record CatchWindowOpened(int seat) implements ImpulseEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The catch window opens on " + captain.apply(seat) + ", who did not drop to impulse";
    }
  }

  /** {@code by} caught {@code seat}, who drew {@code drawn} coordinates and returned to warp. */
  public record Caught(int by, int seat, int drawn) implements ImpulseEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(by) + " catches " + captain.apply(seat) + " short of impulse: " + captain.apply(seat) + " draws " + drawn;
    }
  }

  /** The catch window on {@code seat} closed without a catch. */
  public record CatchWindowClosed(int seat) implements ImpulseEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The catch window on " + captain.apply(seat) + " closes";
    }
  }

  /** {@code seat} is back at warp (drew while at impulse). */
  public record ReturnedToWarp(int seat) implements ImpulseEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " returns to warp";
    }
  }

  private final int catchDraw;

  private DropToImpulse(int catchDraw) {
    this.catchDraw = catchDraw;
  }

  /** The rule with catches drawing {@code catchDraw} (1 or 2) coordinates. */
  public static DropToImpulse withCatchDraw(int catchDraw) {
    if (catchDraw != 1 && catchDraw != 2) {
      throw new InvalidConfigException("PLUGIN_OPTION", "A Drop to Impulse catch draws 1 or 2 coordinates, not "
          + catchDraw + ".");
    }
    return new DropToImpulse(catchDraw);
  }

  /** Coordinates a successful catch draws. */
  public int catchDraw() {
    return catchDraw;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.EXTRA_MOVES, DecisionPoint.AFTER_ACTION,
        DecisionPoint.TURN_START);
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    Impulse i = (Impulse) own;
    StateCheck of = StateCheck.of(state, "Drop to Impulse");
    of.seatOrNone(i.pending(), "the captain about to drop to impulse");
    of.seats(i.atImpulse(), "the captains at impulse");
    of.seatOrNone(i.catchable(), "the catchable captain");
    of.seatOrNone(i.windowOwner(), "the captain whose catch window is open");
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(Impulse.CLEAR);
  }

  private static Impulse of(WarpState state) {
    return (Impulse) state.pluginState(ID).orElse(Impulse.CLEAR);
  }

  private static Impulse of(StateEditor editor) {
    return (Impulse) editor.pluginState(ID).orElse(Impulse.CLEAR);
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    editor.setPluginState(ID, Impulse.CLEAR);
  }

  @Override
  public boolean holdsDecision(WarpState state, int seat) {
    return of(state).pending() == seat;
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    Impulse i = of(state);
    if (i.pending() == seat) {
      out.add(new Announce());
      out.add(new PassUnannounced());
    } else if (i.catchable() != NONE && i.windowOwner() == seat && i.catchable() != seat) {
      out.add(new Catch());
    }
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    Impulse i = of(editor);
    int seat = editor.toAct();
    if (move instanceof Announce) {
      editor.setPluginState(ID, new Impulse(NONE, i.atImpulse() | (1 << seat), i.catchable(), i.windowOwner()));
      editor.emit(new Announced(seat));
      editor.endTurn();
    } else if (move instanceof PassUnannounced) {
      if (i.catchable() != NONE) {
        // This captain is passing the helm, which closes the window still open on the one before.
        editor.emit(new CatchWindowClosed(i.catchable()));
      }
      // Unannounced is still at impulse: a catch or the captain's own draw returns them to warp.
      editor.setPluginState(ID, new Impulse(NONE, i.atImpulse() | (1 << seat), seat, NONE));
      editor.emit(new CatchWindowOpened(seat));
      editor.endTurn();
    } else {
      int target = i.catchable();
      int drawn = 0;
      for (int k = 0; k < catchDraw; k++) {
        if (editor.drawFromUncharted(target).isPresent()) {
          drawn++;
        }
      }
      editor.setPluginState(ID, new Impulse(i.pending(), i.atImpulse() & ~(1 << target), NONE, NONE));
      editor.emit(new Caught(seat, target, drawn));
    }
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    int seat = before.toAct();
    Impulse i = of(editor);
    if (move instanceof WarpMove.Draw && i.isAtImpulse(seat)) {
      editor.setPluginState(ID, new Impulse(i.pending(), i.atImpulse() & ~(1 << seat), i.catchable(),
          i.windowOwner()));
      editor.emit(new ReturnedToWarp(seat));
    } else if (move instanceof WarpMove.Chart && editor.turnEnding()
        && editor.current().handSize(seat) == 1) {
      editor.holdHelm();
      editor.setPluginState(ID, new Impulse(seat, i.atImpulse(), i.catchable(), i.windowOwner()));
    }
  }

  @Override
  public void onTurnStart(StateEditor editor) {
    Impulse i = of(editor);
    if (i.catchable() == NONE) {
      return;
    }
    if (i.windowOwner() == NONE) {
      editor.setPluginState(ID, new Impulse(i.pending(), i.atImpulse(), i.catchable(), editor.toAct()));
    } else {
      editor.setPluginState(ID, new Impulse(i.pending(), i.atImpulse(), NONE, NONE));
      editor.emit(new CatchWindowClosed(i.catchable()));
    }
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Drop to Impulse", RatingStatus.RATED, Set.of(CATCH_DRAW));
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      String text = config.options().getOrDefault(CATCH_DRAW, "1").trim();
      if (!text.equals("1") && !text.equals("2")) {
        throw new InvalidConfigException("PLUGIN_OPTION", "A Drop to Impulse catch draws 1 or 2 coordinates, "
            + "not \"" + text + "\".");
      }
      return withCatchDraw(Integer.parseInt(text));
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Impulse.class, "impulse"),
          named(Announce.class, "announce"),
          named(PassUnannounced.class, "pass-unannounced"),
          named(Catch.class, "catch"),
          named(Announced.class, "announced"),
          named(CatchWindowOpened.class, "catch-window-opened"),
          named(Caught.class, "caught"),
          named(CatchWindowClosed.class, "catch-window-closed"),
          named(ReturnedToWarp.class, "returned-to-warp"));
    }
  }
}
