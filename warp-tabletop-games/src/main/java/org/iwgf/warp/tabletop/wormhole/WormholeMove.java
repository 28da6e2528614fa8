// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * A decision of the commander to act, as data. Distances are in inches and angles in degrees, so moves
 * are continuous: {@link WormholeRules#apply} accepts any value within the rules, while
 * {@link WormholeRules#legalMoves} offers a finite menu of them. In JSON each move carries its kind in
 * {@code "type"}.
 *
 * @since 0.1.0
 */
public sealed interface WormholeMove {

  /**
   * Deployment: places one of the acting commander's vessels (with the squadrons docked in it) in its
   * deployment zone.
   *
   * @param vessel the vessel's id
   * @param position where its centre goes
   * @param heading its compass heading
   */
  record Deploy(String vessel, Point position, double heading) implements WormholeMove {
    public Deploy {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(position, "position");
    }
  }

  /**
   * Orders phase: sets the orders of one of the acting commander's vessels for this turn, replacing any
   * given before; seen by no other seat until the orders are revealed.
   *
   * @param vessel the vessel's id
   * @param orders the orders, bonus orders included
   */
  record IssueOrders(String vessel, Orders orders) implements WormholeMove {
    public IssueOrders {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(orders, "orders");
    }
  }

  /** Orders phase: the acting commander has issued every order it wants this turn. */
  record FinishOrders() implements WormholeMove {}

  /**
   * Special Orders phase: the vessel to act executes its Special Order as {@code ability}.
   *
   * @param vessel the vessel's id
   * @param ability the ability used
   * @param target the vessel the ability names, for abilities that name one
   */
  record UseAbility(String vessel, SpecialAbility ability, Optional<String> target) implements WormholeMove {
    public UseAbility {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(ability, "ability");
      Objects.requireNonNull(target, "target");
    }
  }

  /** Special Orders phase: the vessel to act cancels its Special Order and does nothing. */
  record CancelSpecial(String vessel) implements WormholeMove {
    public CancelSpecial {
      Objects.requireNonNull(vessel, "vessel");
    }
  }

  /** Cancels the Self-destruct order of one of the acting commander's vessels and removes its token. */
  record CancelSelfDestruct(String vessel) implements WormholeMove {
    public CancelSelfDestruct {
      Objects.requireNonNull(vessel, "vessel");
    }
  }

  /**
   * Movement phase: the vessel to act turns on its centre by {@code turn} degrees (positive to starboard,
   * within its turn arc) and then moves straight ahead {@code distance} inches (0 to its VEL). A docked
   * squadron first leaves in contact with its carrier's docking bay. A squadron ending its move in contact
   * with a friendly Convoy Carrier that has room may dock in it.
   *
   * @param vessel the vessel's id
   * @param turn degrees turned before moving
   * @param distance inches moved
   * @param dock the friendly carrier to dock in at the end of the move, if any
   */
  record Maneuver(String vessel, double turn, double distance, Optional<String> dock) implements WormholeMove {
    public Maneuver {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(dock, "dock");
    }

    /** A move without docking. */
    public static Maneuver of(String vessel, double turn, double distance) {
      return new Maneuver(vessel, turn, distance, Optional.empty());
    }
  }

  /**
   * Movement phase, initiative band 0 of the first moves: a vessel without a Move order rotates in place
   * by {@code turn} degrees within its turn arc (0 declines the free turn).
   *
   * @param vessel the vessel's id
   * @param turn degrees, positive to starboard
   */
  record FreeTurn(String vessel, double turn) implements WormholeMove {
    public FreeTurn {
      Objects.requireNonNull(vessel, "vessel");
    }
  }

  /**
   * Attack phase: the vessel to act fires {@code weapon}. Most weapons name one target; a ×N weapon
   * names up to N (one per separate attack, repeats allowed). An autofire weapon is declared this way in
   * initiative band 0.
   *
   * @param vessel the firing vessel's id
   * @param weapon the weapon's id
   * @param targets the target vessel ids
   */
  record Fire(String vessel, String weapon, List<String> targets) implements WormholeMove {
    public Fire {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(weapon, "weapon");
      targets = List.copyOf(targets);
    }
  }

  /** Attack phase: the vessel to act cancels one Attack order ("not firing"), or declines its autofire. */
  record HoldFire(String vessel) implements WormholeMove {
    public HoldFire {
      Objects.requireNonNull(vessel, "vessel");
    }
  }

  /**
   * Movement phase, with the Ramming advanced rule: the vessel to act spends its move ramming the enemy
   * vessel {@code target}, which must be within its reach (turning to face it within its turn arc, then
   * closing to within 1").
   *
   * @param vessel the ramming vessel's id
   * @param target the enemy vessel rammed
   */
  record Ram(String vessel, String target) implements WormholeMove {
    public Ram {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(target, "target");
    }
  }

  /**
   * Movement phase, with the Wormholes advanced rule: the vessel to act spends its move entering Wormhole
   * {@code wormhole} (turning to face it within its turn arc and closing to contact within its reach) and
   * leaves by the linked Wormhole {@code exit}, placed in contact with it facing {@code heading}, away from it.
   *
   * @param vessel the vessel's id
   * @param wormhole the Wormhole token entered
   * @param exit the linked token it leaves by
   * @param heading its heading on leaving, which is also the side of the exit it is placed on
   */
  record Travel(String vessel, String wormhole, String exit, double heading) implements WormholeMove {
    public Travel {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(wormhole, "wormhole");
      Objects.requireNonNull(exit, "exit");
    }
  }

  /**
   * Special Orders phase, with the Wormholes advanced rule: the vessel to act, in contact with Wormhole
   * {@code wormhole}, spends its Special Order hacking it: on 3+ its disc turns one space ({@code step} −1 or
   * +1).
   *
   * @param vessel the vessel's id
   * @param wormhole the Wormhole token
   * @param step −1 or +1
   */
  record HackWormhole(String vessel, String wormhole, int step) implements WormholeMove {
    public HackWormhole {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(wormhole, "wormhole");
    }
  }

  /**
   * Special Orders phase, with the Wormholes advanced rule: the vessel to act, in contact with Wormhole
   * {@code wormhole}, spends its Special Order tuning it: on 6+ it takes {@code colour} and the next number of
   * that colour's group.
   *
   * @param vessel the vessel's id
   * @param wormhole the Wormhole token
   * @param colour the new colour
   */
  record TuneWormhole(String vessel, String wormhole, String colour) implements WormholeMove {
    public TuneWormhole {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(wormhole, "wormhole");
      Objects.requireNonNull(colour, "colour");
    }
  }

  /**
   * Special Orders phase, with the Abandon Ship advanced rule: the vessel to act spends its Special Order
   * launching a shuttle from its dock carrying {@code cargo}: {@code "fleet-admiral"} (with his Legendary
   * Commander insert, if any), or one insert it carries ({@code "skilled-commander"},
   * {@code "experienced-engineers"}).
   *
   * @param vessel the launching ship's id
   * @param cargo what the shuttle carries
   */
  record LaunchShuttle(String vessel, String cargo) implements WormholeMove {
    public LaunchShuttle {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(cargo, "cargo");
    }
  }

  /**
   * Movement phase, scenarios with exits: the vessel spends a Move order to reach a Wormhole its side may
   * leave by (turning within its arc, closing within its reach) and leaves the mat for good, with the
   * squadrons on its deck.
   *
   * @param vessel the vessel's id
   * @param wormhole the Wormhole it leaves by
   */
  record Depart(String vessel, String wormhole) implements WormholeMove {
    public Depart {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(wormhole, "wormhole");
    }
  }

  /**
   * Orders phase of the turn called reinforcements are due: the commander names which of his reserve
   * vessels come through the Wormhole (within the points the scenario allows); the rest never arrive.
   *
   * @param vessels the ids of the reserve vessels called, possibly none
   */
  record CallReinforcements(List<String> vessels) implements WormholeMove {
    public CallReinforcements {
      vessels = List.copyOf(vessels);
    }
  }
}
