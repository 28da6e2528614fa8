// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.gamma;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.Charts;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.FallbackDrawPool;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Gamma — Long-Range Sensor Sweep (Section VI, both objectives). At the start of every round a
 * Sensor Grid of 4 or 5 coordinates (option {@code gridSize}, default 5) is dealt face up from Uncharted
 * Sectors. Whenever a captain is required to draw, each grid coordinate is offered as a
 * {@link SensorSweep} beside the standard draw, which is the Blind Jump. A sweep is that turn's one draw:
 * the captain then charts if they can, otherwise deploys the Distress Beacon or passes. A coordinate that
 * leaves the grid is replaced in its place from Uncharted Sectors while any remain; Blind Jumps leave the
 * grid alone.
 *
 * <p>When Uncharted Sectors are empty the grid is still a source: a captain who cannot chart and has not
 * drawn must sweep (only sweeps are legal), so no round is declared blocked while the grid holds a
 * coordinate. Forced draws of other rules ({@link StateEditor#forcedDraw}) take the grid's first
 * coordinate once Uncharted Sectors are empty.
 *
 * @since 0.1.0
 */
public final class ModuleGamma implements RulePlugin, FallbackDrawPool {
  /** The id configurations use. */
  public static final String ID = "module-gamma";
  /** The option: coordinates in the grid, 4 or 5. */
  public static final String GRID_SIZE = "gridSize";
  /** The grid size when the option is not given. */
  public static final int DEFAULT_GRID_SIZE = 5;

  /**
   * The face-up Sensor Grid, in slot order; a replacement takes the slot its predecessor left.
   *
   * @param coordinates the grid's coordinates, at most the configured size
   */
  public record Grid(List<Coordinate> coordinates) implements PluginState {
    static final Grid EMPTY = new Grid(List.of());

    /** Copies {@code coordinates}. */
    public Grid {
      coordinates = List.copyOf(coordinates);
    }

    @Override
    public List<Coordinate> heldCoordinates() {
      return coordinates;
    }
  }

  /** Every move of this rule: The move Module Gamma adds. */
  public sealed interface Move extends PluginMove permits SensorSweep {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** Sensor Sweep: take {@code coordinate} from the Sensor Grid as this turn's draw. */
  public record SensorSweep(Coordinate coordinate) implements Move {
    @Override
    public String toString() {
      return "sensor sweep " + coordinate;
    }
  }

  /** What happened at the Sensor Grid; the grid is face up, so every captain sees all of it. */
  public sealed interface GridEvent extends PluginEvent {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** The grid was dealt face up for a new round. */
  public record GridDealt(List<Coordinate> grid) implements GridEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The Sensor Grid shows " + grid;
    }

    /** Copies {@code grid}. */
    public GridDealt {
      grid = List.copyOf(grid);
    }
  }

  /** {@code seat} swept {@code coordinate} from the grid into their hand. */
  public record Swept(int seat, Coordinate coordinate) implements GridEvent {
    /** The grid is face up: everyone sees which captain took the coordinate. */
    @Override
    public List<InHand> showsInHand(int viewer) {
      return List.of(new InHand(seat, coordinate));
    }

    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " sweeps " + coordinate + " from the Sensor Grid";
    }
  }

  /** A rule forced {@code seat} to draw with Uncharted Sectors empty; it took {@code coordinate} from the grid. */
  public record TakenForForcedDraw(int seat, Coordinate coordinate) implements GridEvent {
    /** The grid is face up: everyone sees which captain took the coordinate. */
    @Override
    public List<InHand> showsInHand(int viewer) {
      return List.of(new InHand(seat, coordinate));
    }

    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " takes " + coordinate + " from the Sensor Grid for a forced draw";
    }
  }

  /** {@code coordinate} came face up from Uncharted Sectors into the grid. */
  public record Replenished(Coordinate coordinate) implements GridEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The Sensor Grid is replenished with " + coordinate;
    }
  }

  private final int gridSize;

  private ModuleGamma(int gridSize) {
    this.gridSize = gridSize;
  }

  /**
   * The module with a grid of {@code gridSize} coordinates.
   *
   * @throws InvalidConfigException {@code PLUGIN_OPTION} unless {@code gridSize} is 4 or 5
   */
  public static ModuleGamma ofSize(int gridSize) {
    if (gridSize != 4 && gridSize != 5) {
      throw new InvalidConfigException("PLUGIN_OPTION", "The Sensor Grid holds 4 or 5 coordinates, not "
          + gridSize + ".");
    }
    return new ModuleGamma(gridSize);
  }

  /** Coordinates the grid holds while Uncharted Sectors can fill it. */
  public int gridSize() {
    return gridSize;
  }

  /** The grid in {@code state}; empty when the module keeps none yet. */
  public static List<Coordinate> grid(WarpState state) {
    return of(state.pluginState(ID)).coordinates();
  }

  private static Grid of(Optional<PluginState> state) {
    return (Grid) state.orElse(Grid.EMPTY);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.DRAW_SOURCE, DecisionPoint.EXTRA_MOVES);
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(Grid.EMPTY);
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    // The last round's grid went back into the shuffle with every other coordinate.
    List<Coordinate> dealt = new ArrayList<>(gridSize);
    for (int i = 0; i < gridSize; i++) {
      Optional<Coordinate> c = editor.takeFromUncharted();
      if (c.isEmpty()) {
        break;
      }
      dealt.add(c.get());
    }
    editor.setPluginState(ID, new Grid(dealt));
    editor.emit(new GridDealt(dealt));
  }

  @Override
  public void drawOptions(WarpState state, int seat, List<WarpMove> out) {
    addSweeps(state, out);
  }

  /**
   * True while {@code seat} must sweep: Uncharted Sectors are empty, so the standard rules offer no draw,
   * but the grid still holds a coordinate and the captain can neither chart nor has drawn this turn.
   */
  @Override
  public boolean holdsDecision(WarpState state, int seat) {
    return state.phase() == Phase.PLAYING && state.toAct() == seat && !state.drewThisTurn()
        && state.unchartedCount() == 0 && !grid(state).isEmpty() && !Charts.canChartFromHand(state, seat);
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    if (holdsDecision(state, seat)) {
      addSweeps(state, out);
    }
  }

  private static void addSweeps(WarpState state, List<WarpMove> out) {
    for (Coordinate c : grid(state)) {
      out.add(new SensorSweep(c));
    }
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    Coordinate c = ((SensorSweep) move).coordinate();
    int seat = editor.toAct();
    editor.giveToHand(seat, c);
    editor.markDrew();
    editor.emit(new Swept(seat, c));
    takeAway(editor, c);
  }

  /** Forced draws take the grid's first slot: the forced captain has no choice to make. */
  @Override
  public Optional<Coordinate> takeForForcedDraw(StateEditor editor, int seat) {
    List<Coordinate> grid = of(editor.pluginState(ID)).coordinates();
    if (grid.isEmpty()) {
      return Optional.empty();
    }
    Coordinate c = grid.get(0);
    editor.giveToHand(seat, c);
    editor.emit(new TakenForForcedDraw(seat, c));
    takeAway(editor, c);
    return Optional.of(c);
  }

  /** Removes {@code c} from the grid and refills its slot from Uncharted Sectors, if any remain. */
  private static void takeAway(StateEditor editor, Coordinate c) {
    List<Coordinate> grid = new ArrayList<>(of(editor.pluginState(ID)).coordinates());
    int slot = grid.indexOf(c);
    Optional<Coordinate> refill = editor.takeFromUncharted();
    if (refill.isPresent()) {
      grid.set(slot, refill.get());
    } else {
      grid.remove(slot);
    }
    editor.setPluginState(ID, new Grid(grid));
    refill.ifPresent(r -> editor.emit(new Replenished(r)));
  }

  /** Publishes the module. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** Not marked Warped in Section VI. */
    public Factory() {
      super(ID, "Module Gamma — Long-Range Sensor Sweep", RatingStatus.RATED, Set.of(GRID_SIZE));
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      Map<String, String> given = options.options();
      String size = given.get(GRID_SIZE);
      if (size == null) {
        return ofSize(DEFAULT_GRID_SIZE);
      }
      try {
        return ofSize(Integer.parseInt(size.trim()));
      } catch (NumberFormatException e) {
        throw new InvalidConfigException("PLUGIN_OPTION", "The Sensor Grid holds 4 or 5 coordinates, not \""
            + size + "\".");
      }
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Grid.class, "grid"),
          named(SensorSweep.class, "sweep"),
          named(GridDealt.class, "dealt"),
          named(Swept.class, "swept"),
          named(TakenForForcedDraw.class, "forced-take"),
          named(Replenished.class, "replenished"));
    }
  }
}
