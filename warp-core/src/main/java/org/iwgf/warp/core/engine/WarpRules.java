// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.view.SeatView;

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
  private final MoveMaking making;

  private WarpRules(WarpConfig config, List<RulePlugin> optional) {
    this.config = config;
    List<RulePlugin> all = new ArrayList<>();
    all.add(DoubleBlankScoring.worth(config.doubleBlankScore()));
    all.addAll(optional);
    all.sort(Comparator.comparingInt(RulePlugin::order).thenComparing(RulePlugin::id));
    this.book = new RuleBook(all);
    this.turns = new TurnRules(book);
    this.making = new MoveMaking(config, book, turns);
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

  /** {@code state} as the engine's own, refused as {@link MoveMaking#checked} says. */
  private EngineState checked(WarpState state) {
    return making.checked(state);
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
    return making.launch(seed);
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
    EngineState after = making.play(state, move, log);
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
    // A few bytes, so that HotSpot inlines it, and the move's making with it, into a playout's loop.
    return making.play(state, move, null);
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
    return SeatViews.of(turns, s, seat);
  }

  @Override
  public SeatView spectatorView(WarpState s) {
    return SeatViews.of(turns, checked(s), SPECTATOR);
  }

  @Override
  public List<WarpEvent> eventsFor(List<WarpEvent> events, int seat) {
    Guards.seat(seat, config.captains());
    return SeatViews.redacted(events, seat);
  }

  @Override
  public List<WarpEvent> spectatorEvents(List<WarpEvent> events) {
    return SeatViews.redacted(events, SPECTATOR);
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
