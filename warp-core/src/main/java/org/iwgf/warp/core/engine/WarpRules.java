// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.doubleblank.DoubleBlankScoring;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Guards;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Laid;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;
import org.jspecify.annotations.Nullable;

/**
 * The Warp multi-trail rules (Sections I–V) for one configuration, with its optional rules plugged in.
 * Immutable and thread-safe; every method is a pure function of its arguments.
 *
 * <pre>{@code
 * WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
 * WarpState state = rules.start(42L);
 * List<WarpMove> moves = rules.legalMoves(state);
 * Transition<WarpState, WarpEvent> t = rules.apply(state, moves.get(0));
 * SeatView view = rules.view(t.state(), 1);
 * }</pre>
 *
 * <p><b>Errors.</b> Whatever a client sends, these methods answer or raise one of the library's
 * {@link org.iwgf.warp.core.game.WarpException}s, and nothing changes: every method taking a state raises
 * {@link InvalidStateException} code {@code MISSING_STATE} for none and {@code CONFIG_MISMATCH} for a state
 * of another configuration; {@link #apply}, {@link #applyAs} raise {@link IllegalMoveException} with the
 * codes listed there; {@link #view} and {@link #eventsFor} raise {@link InvalidStateException} code
 * {@code SEATS} for a seat that is not at the table.
 *
 * @since 0.1.0
 */
public final class WarpRules implements GameRules<WarpState, WarpMove, WarpEvent, SeatView> {
  private final WarpConfig config;
  private final RuleBook book;
  private final TurnRules turns;
  private final Actions actions;
  private final Dealer dealer;
  private final SectorProgress progress;

  private WarpRules(WarpConfig config, List<RulePlugin> optional) {
    this.config = config;
    List<RulePlugin> all = new ArrayList<>();
    all.add(DoubleBlankScoring.worth(config.doubleBlankScore()));
    all.addAll(optional);
    all.sort(Comparator.comparingInt(RulePlugin::order).thenComparing(RulePlugin::id));
    this.book = new RuleBook(all);
    this.turns = new TurnRules(book);
    this.actions = new Actions(book);
    this.dealer = new Dealer(book);
    this.progress = new SectorProgress(book, dealer);
  }

  /**
   * The rules for {@code config}, finding its optional rules on the classpath (looked up once, on first
   * use).
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if a plugin is unknown, unavailable for the
   *     objective, misses a rule it requires, clashes with another, or has a bad option
   */
  public static WarpRules of(WarpConfig config) {
    return of(config, Classpath.REGISTRY);
  }

  /**
   * The rules for {@code config}, finding its optional rules in {@code registry}.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException as {@link #of(WarpConfig)}, or code
   *     {@code MISSING_CONFIG} if either argument is missing
   */
  public static WarpRules of(WarpConfig config, PluginRegistry registry) {
    if (config == null || registry == null) {
      throw new InvalidConfigException("MISSING_CONFIG", "No " + (config == null ? "configuration" : "plugin registry")
          + " was given.");
    }
    return new WarpRules(config, registry.resolve(config));
  }

  /**
   * Refuses a state these rules cannot play: none at all, or one of another configuration (whose seats,
   * set or optional rules differ). Every public method that takes a state goes through here first.
   */
  private EngineState checked(WarpState state) {
    return EngineState.of(Guards.ownState(state, config, WarpState::config));
  }

  /**
   * {@code state} with the places a seat cannot see refilled: {@code hands} by seat and {@code uncharted} in
   * draw order, each seat holding as many coordinates as now and all of them together exactly the coordinates
   * now in hands and Uncharted Sectors; the random source continues from {@code rngPosition}. Everything on
   * the table, the scores and the rules' states stay as they are. Searching officers sample many worlds around
   * one state this way at a fraction of the cost of {@link #restore(StateSnapshot) restoring} each.
   *
   * @throws InvalidStateException code {@code SEATS}, {@code COUNTS} or {@code COORDINATES} if the hands or
   *     Uncharted Sectors break that rule, {@code PLUGINS} if a rule refuses the result, {@code MISSING_STATE}
   *     or {@code CONFIG_MISMATCH} as for any state; nothing is created
   * @since 0.1.0
   */
  public WarpState withHiddenPlaces(WarpState state, List<List<Coordinate>> hands, List<Coordinate> uncharted,
      long rngPosition) {
    return SnapshotCodec.refill(checked(state), hands, uncharted, rngPosition, book.all);
  }

  /** The configuration these rules play. */
  public WarpConfig config() {
    return config;
  }

  /** The plugins sorted by the decision points they hook, for the search kernel. */
  RuleBook book() {
    return book;
  }

  /** Every active rule plugin, built-in settings included, in decision order. */
  public List<RulePlugin> plugins() {
    return book.all;
  }

  /**
   * The state {@code snapshot} describes, checked as {@link #restoreState(StateSnapshot)} does, its
   * plugin states checked by these rules' plugins.
   *
   * @throws InvalidStateException as {@link #restoreState(StateSnapshot, PluginRegistry)}, or code
   *     {@code CONFIG_MISMATCH} if the snapshot is of another configuration
   */
  public WarpState restore(StateSnapshot snapshot) {
    if (snapshot == null) {
      throw new InvalidStateException("MISSING_STATE", "No saved state was given.");
    }
    if (!config.equals(snapshot.config())) {
      throw new InvalidStateException("CONFIG_MISMATCH", "The saved state is of another configuration than "
          + "these rules play.");
    }
    return SnapshotCodec.restore(snapshot, c -> book.all);
  }

  /**
   * The state a snapshot describes, after checking it: every coordinate of the set exactly once across
   * hands, trails, the Spacedock, fracture branches and Uncharted Sectors; trails that join up; seats and
   * counts in range. The optional rules it names are found on the class path, as {@link #of(WarpConfig)}
   * finds them.
   *
   * @throws InvalidStateException with code {@code COORDINATES}, {@code SEATS} or {@code COUNTS} if it does
   *     not hold together, {@code MISSING_STATE} if there is none; nothing is created
   * @since 1.0.0 (before, a static {@code restore} of the {@code WarpState} class)
   */
  public static WarpState restoreState(StateSnapshot snapshot) {
    return restoreState(snapshot, Classpath.REGISTRY);
  }

  /**
   * As {@link #restoreState(StateSnapshot)}, with the optional rules of {@code registry} checking their own
   * states (see {@link RulePlugin#checkState}).
   *
   * @throws InvalidStateException as {@link #restoreState(StateSnapshot)}, or code {@code PLUGINS} if a plugin
   *     state is missing, of the wrong kind, kept for a rule that is not switched on, or refused by its rule
   * @throws InvalidConfigException if the configuration names a rule the registry does not know
   * @since 1.0.0 (before, a static {@code restore} of the {@code WarpState} class)
   */
  public static WarpState restoreState(StateSnapshot snapshot, PluginRegistry registry) {
    if (snapshot == null || registry == null) {
      throw new InvalidStateException("MISSING_STATE", "No saved state was given.");
    }
    return SnapshotCodec.restore(snapshot, registry::resolve);
  }

  @Override
  public WarpState start(long seed) {
    return launch(seed).state();
  }

  /** Deals round 1 from {@code seed} and reports the deal as events. */
  public Transition<WarpState, WarpEvent> launch(long seed) {
    int seats = config.captains();
    int words = config.factor().set().words();
    Map<String, PluginState> pluginStates = new HashMap<>();
    for (RulePlugin p : book.all) {
      p.initialState().ifPresent(s -> pluginStates.put(p.id(), s));
    }
    long[] board = Board.fresh(words, seats, config.factor().maxPip());
    EngineState empty = new EngineState(config, Phase.PLAYING, 0, config.factor().maxPip(), config.firstCaptain(), 0,
        config.firstCaptain(), new long[seats][words], new int[0], 0, board, null, 0, null,
        false, 0, new int[seats], new int[seats], 0, 0, List.of(), seed, Map.copyOf(pluginStates));
    EventLog log = new EventLog();
    Draft d = new Draft(empty, log);
    progress.nextRound(d, 1);
    return new Transition<>(d.finish(), log.list());
  }

  @Override
  public int seats(WarpState state) {
    return checked(state).frame.seats;
  }

  @Override
  public OptionalInt toAct(WarpState state) {
    checked(state);
    return state.phase() == Phase.OVER ? OptionalInt.empty() : OptionalInt.of(state.toAct());
  }

  @Override
  public List<WarpMove> legalMoves(WarpState state) {
    return turns.legalMoves(checked(state));
  }

  /** True if {@code move} is legal in {@code state}. */
  public boolean isLegal(WarpState state, WarpMove move) {
    return turns.refusal(checked(state), move) == null;
  }

  /**
   * Applies {@code move} for the captain at the helm.
   *
   * @throws IllegalMoveException with the reason code and a player's sentence when the move is not legal;
   *     {@code state} is unchanged
   */
  @Override
  public Transition<WarpState, WarpEvent> apply(WarpState state, WarpMove move) {
    EventLog log = new EventLog();
    EngineState after = play(state, move, log);
    return new Transition<>(after, log.list());
  }

  /**
   * The state after {@code move}, as {@code apply(state, move).state()} — the same checks, refusals and
   * state — without making the events: the fast way for playouts and search that never read them.
   *
   * @throws IllegalMoveException as {@link #apply}; {@code state} is unchanged
   */
  @Override
  public WarpState next(WarpState state, WarpMove move) {
    return play(state, move, null);
  }

  /**
   * Checks and makes {@code move}, its events written to {@code log} (none if null), and returns the new state.
   * The draft made here never leaves this method and the small ones it inlines — the larger steps get a
   * {@linkplain Draft#resumed draft of their own} — so that HotSpot can keep it in registers.
   */
  private EngineState play(WarpState given, WarpMove move, @Nullable EventLog log) {
    // The state is checked here rather than by each caller: the callers stay a few bytes long, so that HotSpot
    // inlines this method into a playout's loop instead of compiling it on its own first (measured: `next`
    // lost about 8 % when it was checked in the callers).
    EngineState state = checked(given);
    // A move the rules can trust as listed (TurnRules.listed) is not checked a second time, with the refusal's
    // explanation.
    if (!turns.listed(state, move)) {
      IllegalMoveException refused = turns.refusal(state, move);
      if (refused != null) {
        throw refused;
      }
    }
    Draft d = new Draft(state, log);
    int seat = state.toAct();
    if (move instanceof WarpMove.Chart c) {
      actions.chart(d, seat, c.coordinate(), c.route());
    } else if (move instanceof WarpMove.Draw) {
      actions.draw(d, seat);
    } else if (move instanceof WarpMove.DeployBeacon) {
      actions.deployBeacon(d, seat);
    } else if (move instanceof WarpMove.Pass) {
      actions.pass(d, seat);
    } else if (move instanceof WarpMove.OvertimeVote overtimeVote) {
      return vote(Draft.resumed(d.next, d.owned, d.log), seat, overtimeVote.accept());
    } else {
      return playRuleMove(Draft.resumed(d.next, d.owned, d.log), state, (PluginMove) move);
    }
    if (book.afterAction.length != 0 || book.goOut.length != 0) {
      return settleByRules(d.handedOn(), state, move);
    }
    return settle(d, seat);
  }

  private EngineState vote(Draft d, int seat, boolean accept) {
    progress.vote(d, seat, accept);
    return d.finish();
  }

  /** A move a rule of the book lists, made by that rule. */
  private EngineState playRuleMove(Draft d, EngineState state, PluginMove pm) {
    int seat = state.toAct();
    // Listed moves only reach here, so the plugin that listed it is in the book.
    RulePlugin owner = Objects.requireNonNull(book.byId(pm.pluginId()), "plugin of a listed move");
    owner.applyMove(new DraftEditor(d, book), pm);
    if (d.goingOut < 0 && d.next.alert == null && d.next.phase() == Phase.PLAYING && d.handEmpty(seat)) {
      // An emptied hand that a rule held back from going out (a choice still to make) is asked again
      // once the rule's own move settles it.
      d.goingOut = seat;
    }
    return settleByRules(d, state, pm);
  }

  /** Settles a move where rules of the book act after it or may hold a captain back from going out. */
  private EngineState settleByRules(Draft d, EngineState state, WarpMove move) {
    for (RulePlugin p : book.afterAction) {
      p.afterAction(state, move, new DraftEditor(d, book));
    }
    if (d.goingOut >= 0 && book.goOut.length != 0 && !mayGoOut(d, d.goingOut)) {
      // Held back: the turn goes on as if the hand had not emptied.
      d.goingOut = -1;
    }
    return settle(d, state.toAct());
  }

  /**
   * Applies {@code move} on behalf of {@code seat}, as a server does for a move a player submitted.
   *
   * @throws IllegalMoveException {@code NOT_YOUR_TURN} if another captain is at the helm, or any reason
   *     {@link #apply} gives
   */
  @Override
  public Transition<WarpState, WarpEvent> applyAs(WarpState given, int seat, WarpMove move) {
    EngineState state = checked(given);
    if (state.phase() != Phase.OVER && state.toAct() != seat) {
      throw new IllegalMoveException("NOT_YOUR_TURN", "It is " + TurnRules.name(state, state.toAct())
          + "'s turn, not " + (seat >= 0 && seat < state.frame.seats ? TurnRules.name(state, seat) : "seat " + seat)
          + "'s.");
    }
    return apply(state, move);
  }

  /**
   * Ends the round or passes the helm once a move's own effects (and the book's rules after it) are written,
   * and returns the new state. A round's end takes a draft of its own ({@link Draft#resumed}): it is a large
   * step, and the common move's draft must not reach it.
   */
  private EngineState settle(Draft d, int seat) {
    if (d.goingOut >= 0) {
      return progress.endRound(d.next, d.owned, d.log, OptionalInt.of(d.goingOut));
    }
    if (d.turnEnds && !d.helmHeld) {
      if (d.next.passStreak() >= d.next.frame.seats && d.next.pileTop() >= d.next.frame.pile.length) {
        return progress.endRound(d.next, d.owned, d.log, OptionalInt.empty());
      }
      actions.passHelm(d, seat);
    }
    return d.finish();
  }

  private boolean mayGoOut(Draft d, int seat) {
    EngineState now = d.build();
    for (RulePlugin p : book.goOut) {
      if (!p.mayGoOut(now, seat)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public Optional<Outcome> outcome(WarpState state) {
    EngineState s = checked(state);
    if (s.phase() != Phase.OVER) {
      return Optional.empty();
    }
    RoundFrame f = s.frame;
    return Optional.of(SectorProgress.outcome(f.config, f.scores, f.roundWins, f.history));
  }

  @Override
  public SeatView view(WarpState state, int seat) {
    EngineState s = checked(state);
    Guards.seat(seat, s.frame.seats);
    return viewFor(s, seat);
  }

  @Override
  public SeatView spectatorView(WarpState s) {
    return viewFor(checked(s), SPECTATOR);
  }

  /** What {@code seat} (or a spectator, {@link #SPECTATOR}) may know of the checked state {@code s}. */
  private SeatView viewFor(EngineState s, int seat) {
    boolean spectator = seat == SPECTATOR;
    Integer[] counts = new Integer[s.frame.seats];
    TrailView[] trails = new TrailView[s.frame.seats];
    // The hands a round ended with are shown to the table (Section V's tally) and stay in the state while
    // it rests there: awaiting overtime votes or with the sector over.
    boolean revealed = s.phase() != Phase.PLAYING;
    List<List<Coordinate>> revealedHands = new ArrayList<>(revealed ? s.frame.seats : 0);
    // Every route read off the table's chain in one go, rather than a walk of the chain for each route.
    List<List<Coordinate>> routes = Laid.routes(s.laid, s.frame.seats + 1);
    for (int o = 0; o < s.frame.seats; o++) {
      counts[o] = s.handSize(o);
      trails[o] = new TrailView(Route.trailOf(o), routes.get(2 * o), routes.get(2 * o + 1), s.openEnd(o),
          s.beaconUp(o));
      if (revealed) {
        revealedHands.add(s.hand(o));
      }
    }
    Map<String, PluginState> visible = s.frame.plugins.isEmpty() ? Map.of() : new HashMap<>();
    s.frame.plugins.forEach((id, ps) -> visible.put(id, ps.visibleTo(seat)));
    boolean atHelm = !spectator && s.phase() != Phase.OVER && s.toAct() == seat;
    return new SeatView(seat, s.frame.config, s.phase(), s.frame.round, s.spacedock(), s.toAct(),
        spectator ? List.of() : s.hand(seat), List.of(counts), s.unchartedCount(), List.of(trails),
        new TrailView(Route.NEUTRAL_ZONE, routes.get(2 * s.frame.seats), routes.get(2 * s.frame.seats + 1),
            s.openEnd(s.frame.seats), false),
        s.redAlert(), s.drewThisTurn(), seatsOf(s.phase() == Phase.PLAYING ? s.frame.firstTurns : 0),
        s.campaignScores(), s.roundWins(), s.frame.history, atHelm ? legalMoves(s) : List.of(), visible,
        revealedHands);
  }

  @Override
  public List<WarpEvent> eventsFor(List<WarpEvent> events, int seat) {
    Guards.seat(seat, config.captains());
    return redacted(events, seat);
  }

  @Override
  public List<WarpEvent> spectatorEvents(List<WarpEvent> events) {
    return redacted(events, SPECTATOR);
  }

  private static List<WarpEvent> redacted(List<WarpEvent> events, int viewer) {
    List<WarpEvent> out = new ArrayList<>(Guards.events(events).size());
    for (WarpEvent e : events) {
      out.add(e.visibleTo(viewer));
    }
    return out;
  }

  static List<Integer> toList(int[] values) {
    Integer[] boxed = new Integer[values.length];
    for (int i = 0; i < values.length; i++) {
      boxed[i] = values[i];
    }
    return List.of(boxed);
  }

  static List<Integer> seatsOf(int mask) {
    List<Integer> out = new ArrayList<>();
    for (int m = mask; m != 0; m &= m - 1) {
      out.add(Integer.numberOfTrailingZeros(m));
    }
    return out;
  }

  /**
   * The rules on the class path, found once when {@link #of(WarpConfig)} or {@link #restoreState(StateSnapshot)}
   * first needs them: the jars on a class path do not change while it runs, and a service lookup reads every
   * provider file. The one class-path lookup of the engine; rules built with a registry use that registry.
   */
  private static final class Classpath {
    static final PluginRegistry REGISTRY = PluginRegistry.discover();
  }
}
