// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.ScoringStage;
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Zeta — Fleet Squadrons (Warp Crews), for both sector objectives. The fleet divides into equal
 * {@link Squadrons squadrons} in alternating bridge seats. Each squadron charts onto one shared Warp Trail
 * (its first seat's) as every member's own trail, and flies one shared Distress Beacon; members' other
 * trails stay closed. The squadron's shields stay up while any teammate keeps {@link SquadronMomentum
 * momentum} on the shared trail: a member who cannot chart then ends the turn without lowering them.
 *
 * <p>A squadron goes out when one member empties their hand. In a Points campaign its members score 0 and
 * every other squadron's members each score the team penalty, the aggregate of their remaining pips
 * ({@link TeamTally}). In Go-out the round win is the squadron's: every member gains it, and the sector
 * ends by the Go-out structure chosen at launch. Members always share a place in the outcome.
 *
 * <p>Teammates' hands stay hidden from each other: Collaborative Command lets them talk, not look.
 *
 * @since 0.1.0
 */
public final class ModuleZeta implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-zeta";

  /** After the other rules, so that shared shields and team totals see what they did. */
  static final int ORDER = 950;

  private static final String FRACTURE = "subspace-fracture";
  private static final int FRACTURE_STABILIZERS = 3;

  private final Squadrons squadrons;
  private final boolean points;
  private final boolean ownTrailFracture;
  private final SharedShields shields;
  private final TeamTally tally;

  private ModuleZeta(Squadrons squadrons, boolean points, boolean ownTrailFracture) {
    this.squadrons = squadrons;
    this.points = points;
    this.ownTrailFracture = ownTrailFracture;
    this.shields = new SharedShields(squadrons);
    this.tally = new TeamTally(squadrons);
  }

  /**
   * The Module for {@code game}, in the form its objective calls for, with the squadrons its options ask
   * for.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException as {@link Squadrons#fromOptions} does
   */
  public static ModuleZeta forGame(WarpConfig game, PluginConfig options) {
    return new ModuleZeta(Squadrons.fromOptions(options.options(), game.captains()),
        game.objective() == Objective.POINTS_CAMPAIGN, ownTrailFracture(game));
  }

  /** The squadrons of a sector configured with this Module, for tables and clients that show them. */
  public static Optional<Squadrons> formation(WarpConfig game) {
    return game.plugins().stream().filter(p -> p.id().equals(ID)).findFirst()
        .map(p -> Squadrons.fromOptions(p.options(), game.captains()));
  }

  // An own-trail Subspace Fracture opens on a double charted on the charter's own trail; a squadron's shared
  // trail is every member's own trail, so Zeta extends that scope to the members who do not hold it.
  private static boolean ownTrailFracture(WarpConfig game) {
    return game.plugins().stream().filter(p -> p.id().equals(FRACTURE)).anyMatch(p -> {
      String scope = p.options().getOrDefault("scope", "OWN_TRAIL");
      return scope.trim().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_').equals("OWN_TRAIL");
    });
  }

  /** The squadrons of this sector. */
  public Squadrons squadrons() {
    return squadrons;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    EnumSet<DecisionPoint> points = EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.ROUTES,
        DecisionPoint.AFTER_ACTION, DecisionPoint.TURN_START);
    points.add(this.points ? DecisionPoint.ROUND_SCORING : DecisionPoint.GO_OUT);
    if (ownTrailFracture) {
      points.add(DecisionPoint.DOUBLE_SATISFACTION);
    }
    return points;
  }

  @Override
  public int order() {
    return ORDER;
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    StateCheck of = StateCheck.of(state, "Module Zeta");
    SquadronMomentum momentum = (SquadronMomentum) own;
    for (int seat : momentum.captains()) {
      of.seat(seat, "a captain with momentum");
    }
    for (int away : momentum.turnsAway()) {
      of.require(away < state.seats(), "a captain with momentum is at most a round of turns from the helm");
    }
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(SquadronMomentum.NONE);
  }

  private static SquadronMomentum momentum(WarpState state) {
    return (SquadronMomentum) state.pluginState(ID).orElse(SquadronMomentum.NONE);
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    editor.setPluginState(ID, SquadronMomentum.NONE);
  }

  /**
   * A member may always chart on their squadron's shared trail; opponents only while its beacon is up; the
   * trails of members who do not hold the shared trail are closed to everyone.
   */
  @Override
  public boolean routeOpen(WarpState state, int seat, Route route, boolean openByCore) {
    if (route.isNeutralZone()) {
      return openByCore;
    }
    int owner = route.owner().getAsInt();
    if (!squadrons.holdsSharedTrail(owner)) {
      return false;
    }
    return squadrons.sameSquadron(owner, seat) || openByCore;
  }

  @Override
  public int coordinatesToSatisfy(WarpState state, int seat, Coordinate doubleCharted, Route route,
      int byCore) {
    return route.equals(squadrons.sharedTrail(seat)) ? Math.max(byCore, FRACTURE_STABILIZERS) : byCore;
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    SquadronMomentum was = momentum(editor.current());
    SquadronMomentum now = shields.afterMove(before, move, editor, was);
    if (!now.equals(was)) {
      editor.setPluginState(ID, now);
    }
  }

  /**
   * The captain taking the helm starts the turn without momentum (it is renewed by charting the trail), and
   * a captain skipped for a whole round of turns loses theirs.
   */
  @Override
  public void onTurnStart(StateEditor editor) {
    SquadronMomentum was = momentum(editor.current());
    SquadronMomentum now = was.turnBegins(editor.toAct(), editor.current().seats());
    if (!now.equals(was)) {
      editor.setPluginState(ID, now);
    }
    WarpState state = editor.current();
    shields.share(state, editor);
  }

  /** Go-out: the round is the squadron's, so every member of the winner's squadron gains it. */
  @Override
  public int roundWinShared(WarpState state, int winner, int proposed) {
    return proposed | squadrons.memberMask(squadrons.squadronOf(winner));
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    tally.score(sheet, stage);
  }

  /**
   * Publishes Module Zeta. Options: {@value Squadrons#SQUADRONS} (number of squadrons, default 2) or
   * {@value Squadrons#SIZE} (captains per squadron). A fleet that cannot form at least two equal squadrons
   * of at least two captains is refused with code {@code SQUADRON_FORMATION}; a malformed option with
   * {@code PLUGIN_OPTION}. The house rules built on each captain's own trail (own trail first, Neutral Zone
   * after all trails, round starter plays two, manual shield control) cannot be combined with it.
   */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Module Zeta — Fleet Squadrons", RatingStatus.EXHIBITION, Set.of(Squadrons.SQUADRONS, Squadrons.SIZE));
    }

    /**
     * Not marked Warped, but a team campaign: Section VIII says "Team campaigns … do not update the public
     * boards", so a sector with squadrons is never rated.
     */
    @Override
    public Set<String> excludes() {
      return Set.of("own-trail-first", "neutral-zone-after-all-trails", "starter-plays-two", "manual-shields");
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game, options);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(SquadronMomentum.class, "momentum"),
          named(SquadronEvent.ShieldsHeld.class, "shields-held"));
    }
  }
}
