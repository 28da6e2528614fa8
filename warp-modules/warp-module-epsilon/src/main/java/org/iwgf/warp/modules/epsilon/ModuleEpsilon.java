// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.epsilon;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
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
 * Module Epsilon — Tactical Requisition (the Captain's Draft), Points campaign only. Every round the random
 * blind deal is replaced by a drafting phase:
 *
 * <ol>
 *   <li>Requisition Packs: Uncharted Sectors are scrambled as for the deal, and each captain receives a
 *       pack of as many coordinates as the hand the deal would have given them ({@link WarpConfig#handSize()});
 *       everything else stays in Uncharted Sectors, exactly as after a blind deal.
 *   <li>Selection: each captain, from the round starter on clockwise, {@linkplain Select selects} one
 *       coordinate of their current pack into their hand.
 *   <li>Data transfer: once everyone has selected, the packs pass clockwise (seat {@code n} receives the pack
 *       of seat {@code n − 1}) and selection repeats; the last coordinate of each pack goes to the captain it
 *       is passed to, since there is nothing left to choose.
 *   <li>When the packs are empty every hand is full and the round opens with the round starter at the helm.
 * </ol>
 *
 * <p>While the draft is open only selections are legal. A captain sees only their own current pack and
 * their own selections (their hand); events about other packs and selections name no coordinates.
 *
 * <p>Go-out sectors must leave drafting off: the factory refuses them with the rulebook's reason.
 *
 * @since 0.1.0
 */
public final class ModuleEpsilon implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-epsilon";

  /** Why Go-out sectors cannot use the Module, in the rulebook's words. */
  public static final String GO_OUT_REASON = "Module Epsilon — Tactical Requisition is unavailable in Go-out "
      + "sectors: Go-out sectors must leave drafting off. The race depends on captains adapting to the "
      + "inefficiencies of their dealt hands; sculpting a starting loadout removes that friction.";

  /** Draft first, so that rules set up after it already see the packs out of the hands. */
  static final int ORDER = 10;

  /** Every move of this rule: the move Module Epsilon adds. */
  public sealed interface Move extends PluginMove permits Select {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** {@code coordinate} taken from the selecting captain's current pack into their hand. */
  public record Select(Coordinate coordinate) implements Move {
  }

  private final int seats;

  private ModuleEpsilon(int seats) {
    this.seats = seats;
  }

  /**
   * The Module for {@code game}.
   *
   * @throws InvalidConfigException (code {@code PLUGIN_OBJECTIVE}) for a Go-out sector
   */
  public static ModuleEpsilon forGame(WarpConfig game) {
    if (game.objective() != Objective.POINTS_CAMPAIGN) {
      throw new InvalidConfigException("PLUGIN_OBJECTIVE", GO_OUT_REASON);
    }
    return new ModuleEpsilon(game.captains());
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.EXTRA_MOVES);
  }

  @Override
  public int order() {
    return ORDER;
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    RequisitionPacks p = (RequisitionPacks) own;
    StateCheck of = StateCheck.of(state, "Module Epsilon");
    of.perSeat(p.packSizes(), "the pack sizes", 0, state.config().factor().set().size());
    of.require(p.packs().size() == state.seats(), "there is not one pack per seat");
    for (int seat = 0; seat < state.seats(); seat++) {
      of.require(p.packs().get(seat).size() == p.packSizes().get(seat), "pack " + seat + " holds "
          + p.packs().get(seat).size() + " coordinates, not the " + p.packSizes().get(seat) + " its size says");
    }
    of.seats(p.selected(), "the seats that selected");
    if (p.drafting()) {
      // In a pass every captain who has selected holds one coordinate fewer than those still to select, a
      // pack of one is taken at once, and the helm is with a captain still to select.
      int base = Collections.max(p.packSizes());
      for (int seat = 0; seat < state.seats(); seat++) {
        of.require(p.packSizes().get(seat) == base - (p.hasSelected(seat) ? 1 : 0), "pack " + seat + " holds "
            + p.packSizes().get(seat) + " coordinates, which does not fit who has selected in this pass");
      }
      of.require(base >= 2 && !p.everySelected() && !p.hasSelected(state.toAct()), "the draft waits on a "
          + "captain who has already selected, or on a pack of one");
    }
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(RequisitionPacks.closed(seats));
  }

  private static RequisitionPacks table(WarpState state) {
    return (RequisitionPacks) state.pluginState(ID).orElseThrow();
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    WarpState dealt = editor.current();
    List<List<Coordinate>> packs = new ArrayList<>(seats);
    for (int seat = 0; seat < seats; seat++) {
      List<Coordinate> hand = dealt.hand(seat);
      for (Coordinate c : hand) {
        editor.takeFromHand(seat, c);
      }
      packs.add(hand);
    }
    editor.emit(new DraftEvent.DraftOpened(packs.get(0).size()));
    deliver(editor, RequisitionPacks.of(packs), dealt.roundStarter());
  }

  @Override
  public boolean holdsDecision(WarpState state, int seat) {
    return table(state).drafting();
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    RequisitionPacks t = table(state);
    if (t.drafting() && !t.hasSelected(seat)) {
      for (Coordinate c : t.packs().get(seat)) {
        out.add(new Select(c));
      }
    }
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    int seat = editor.toAct();
    Coordinate c = ((Select) move).coordinate();
    RequisitionPacks t = table(editor.current()).withSelection(seat, c);
    editor.giveToHand(seat, c);
    editor.emit(new DraftEvent.Selected(seat, Optional.of(c)));
    if (!t.everySelected()) {
      editor.setPluginState(ID, t);
      editor.setToAct(t.nextToSelect(seat));
      return;
    }
    RequisitionPacks passed = t.passedClockwise();
    editor.emit(new DraftEvent.PacksPassed(passed.packSizes().get(0)));
    deliver(editor, passed, editor.current().roundStarter());
  }

  /**
   * Hands every captain the pack now in front of them. A pack of one is selected at once; when the packs are
   * empty the draft closes. Either way the round starter takes the helm, to select first or to open play.
   */
  private void deliver(StateEditor editor, RequisitionPacks packs, int starter) {
    RequisitionPacks t = packs;
    for (int seat = 0; seat < seats; seat++) {
      List<Coordinate> pack = t.packs().get(seat);
      editor.emit(new DraftEvent.PackReceived(seat, pack.size(), Optional.of(pack)));
    }
    if (t.packSizes().get(0) == 1) {
      for (int seat = 0; seat < seats; seat++) {
        Coordinate last = t.packs().get(seat).get(0);
        editor.giveToHand(seat, last);
        editor.emit(new DraftEvent.Selected(seat, Optional.of(last)));
      }
      t = RequisitionPacks.closed(seats);
    }
    if (!t.drafting()) {
      editor.emit(new DraftEvent.DraftClosed(starter));
    }
    editor.setPluginState(ID, t);
    editor.setToAct(starter);
  }

  /** Publishes Module Epsilon, for Points campaigns only. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** The rulebook does not mark Tactical Requisition Warped: it may be played in rated sectors. */
    public Factory() {
      super(ID, "Module Epsilon — Tactical Requisition", RatingStatus.RATED, Set.of());
    }

    @Override
    public Set<Objective> objectives() {
      return EnumSet.of(Objective.POINTS_CAMPAIGN);
    }

    @Override
    public Optional<String> unavailableReason(Objective objective) {
      return objectives().contains(objective) ? Optional.empty() : Optional.of(GO_OUT_REASON);
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(RequisitionPacks.class, "packs"),
          named(Select.class, "select"),
          named(DraftEvent.DraftOpened.class, "draft-opened"),
          named(DraftEvent.PackReceived.class, "pack-received"),
          named(DraftEvent.Selected.class, "selected"),
          named(DraftEvent.PacksPassed.class, "packs-passed"),
          named(DraftEvent.DraftClosed.class, "draft-closed"));
    }
  }
}
