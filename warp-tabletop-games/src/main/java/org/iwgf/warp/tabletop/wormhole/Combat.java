package org.iwgf.warp.tabletop.wormhole;

import java.util.List;

/** PLACEHOLDER — to be built: attacks outside the Attack phase and rolls with the Skilled Commander re-roll. */
final class Combat {
  private Combat() {}

  /** One die roll's result. */
  record RollResult(WormholeState state, int face, boolean success) {}

  static WormholeState fireSpecialWeapon(WormholeState s, String vessel, String weapon, String target,
      List<WormholeEvent> events) {
    throw new UnsupportedOperationException("Combat is not built yet");
  }

  static boolean canTarget(WormholeState s, String vessel, String weapon, String target) {
    throw new UnsupportedOperationException("Combat is not built yet");
  }

  static WormholeState missileImpact(WormholeState s, String salvo, String target, List<WormholeEvent> events) {
    throw new UnsupportedOperationException("Combat is not built yet");
  }

  static RollResult rollFor(WormholeState s, String vessel, String purpose, int needed,
      List<WormholeEvent> events) {
    Dice.Roll roll = s.dice().roll();
    events.add(new WormholeEvent.DiceRolled(vessel, purpose, List.of(roll.face()), needed));
    return new RollResult(s.withDice(roll.next()), roll.face(), roll.face() >= needed);
  }
}
