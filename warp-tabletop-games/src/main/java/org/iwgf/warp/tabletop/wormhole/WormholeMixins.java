// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.module.SimpleModule;

/**
 * How the Wormhole battle game is written in JSON, kept here so that the game's model carries no JSON annotations: each
 * mix-in lends its annotations to the model type it is registered for (Jackson matches factories by name
 * and parameter types; the bodies never run).
 */
final class WormholeMixins {
  private WormholeMixins() {}

  /** A Jackson module that applies every mix-in below. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("warp-wormhole");
    module.setMixInAnnotation(WormholeEvent.class, WormholeEventJson.class);
    module.setMixInAnnotation(WormholeMove.class, WormholeMoveJson.class);
    return module;
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
  @JsonSubTypes({
      @JsonSubTypes.Type(value = WormholeEvent.AdvantageDecided.class, name = "advantage-decided"),
      @JsonSubTypes.Type(value = WormholeEvent.Deployed.class, name = "deployed"),
      @JsonSubTypes.Type(value = WormholeEvent.TurnBegan.class, name = "turn-began"),
      @JsonSubTypes.Type(value = WormholeEvent.PhaseBegan.class, name = "phase-began"),
      @JsonSubTypes.Type(value = WormholeEvent.OrdersIssued.class, name = "orders-issued"),
      @JsonSubTypes.Type(value = WormholeEvent.OrdersRevealed.class, name = "orders-revealed"),
      @JsonSubTypes.Type(value = WormholeEvent.AbilityUsed.class, name = "ability-used"),
      @JsonSubTypes.Type(value = WormholeEvent.OrderCancelled.class, name = "order-cancelled"),
      @JsonSubTypes.Type(value = WormholeEvent.Moved.class, name = "moved"),
      @JsonSubTypes.Type(value = WormholeEvent.Launched.class, name = "launched"),
      @JsonSubTypes.Type(value = WormholeEvent.Docked.class, name = "docked"),
      @JsonSubTypes.Type(value = WormholeEvent.AttackDeclared.class, name = "attack-declared"),
      @JsonSubTypes.Type(value = WormholeEvent.DiceRolled.class, name = "dice-rolled"),
      @JsonSubTypes.Type(value = WormholeEvent.Marked.class, name = "marked"),
      @JsonSubTypes.Type(value = WormholeEvent.StatusChanged.class, name = "status-changed"),
      @JsonSubTypes.Type(value = WormholeEvent.Exploded.class, name = "exploded"),
      @JsonSubTypes.Type(value = WormholeEvent.Repaired.class, name = "repaired"),
      @JsonSubTypes.Type(value = WormholeEvent.AdvantageShifted.class, name = "advantage-shifted"),
      @JsonSubTypes.Type(value = WormholeEvent.GameEnded.class, name = "game-ended"),
      @JsonSubTypes.Type(value = WormholeEvent.OrdersLost.class, name = "orders-lost"),
      @JsonSubTypes.Type(value = WormholeEvent.Arrived.class, name = "arrived"),
      @JsonSubTypes.Type(value = WormholeEvent.Departed.class, name = "departed"),
      @JsonSubTypes.Type(value = WormholeEvent.ReinforcementsCalled.class, name = "reinforcements-called"),
      @JsonSubTypes.Type(value = WormholeEvent.ScenarioDecided.class, name = "scenario-decided")
  })
  interface WormholeEventJson {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
  @JsonSubTypes({
      @JsonSubTypes.Type(value = WormholeMove.Deploy.class, name = "deploy"),
      @JsonSubTypes.Type(value = WormholeMove.IssueOrders.class, name = "issue-orders"),
      @JsonSubTypes.Type(value = WormholeMove.FinishOrders.class, name = "finish-orders"),
      @JsonSubTypes.Type(value = WormholeMove.UseAbility.class, name = "use-ability"),
      @JsonSubTypes.Type(value = WormholeMove.CancelSpecial.class, name = "cancel-special"),
      @JsonSubTypes.Type(value = WormholeMove.CancelSelfDestruct.class, name = "cancel-self-destruct"),
      @JsonSubTypes.Type(value = WormholeMove.Maneuver.class, name = "maneuver"),
      @JsonSubTypes.Type(value = WormholeMove.FreeTurn.class, name = "free-turn"),
      @JsonSubTypes.Type(value = WormholeMove.Fire.class, name = "fire"),
      @JsonSubTypes.Type(value = WormholeMove.HoldFire.class, name = "hold-fire"),
      @JsonSubTypes.Type(value = WormholeMove.Ram.class, name = "ram"),
      @JsonSubTypes.Type(value = WormholeMove.Travel.class, name = "travel"),
      @JsonSubTypes.Type(value = WormholeMove.HackWormhole.class, name = "hack-wormhole"),
      @JsonSubTypes.Type(value = WormholeMove.TuneWormhole.class, name = "tune-wormhole"),
      @JsonSubTypes.Type(value = WormholeMove.LaunchShuttle.class, name = "launch-shuttle"),
      @JsonSubTypes.Type(value = WormholeMove.Depart.class, name = "depart"),
      @JsonSubTypes.Type(value = WormholeMove.CallReinforcements.class, name = "call-reinforcements")
  })
  interface WormholeMoveJson {}
}
