// TypeScript declarations of docs/schema/wormhole/events.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type WormholeEvent =
  | WormholeEventAbilityUsed
  | WormholeEventOrdersIssued
  | WormholeEventAttackDeclared
  | WormholeEventAdvantageShifted
  | WormholeEventDeparted
  | WormholeEventDeployed
  | WormholeEventTurnBegan
  | WormholeEventOrdersLost
  | WormholeEventAdvantageDecided
  | WormholeEventDocked
  | WormholeEventScenarioDecided
  | WormholeEventStatusChanged
  | WormholeEventArrived
  | WormholeEventPhaseBegan
  | WormholeEventMoved
  | WormholeEventExploded
  | WormholeEventDiceRolled
  | WormholeEventReinforcementsCalled
  | WormholeEventLaunched
  | WormholeEventRepaired
  | WormholeEventOrdersRevealed
  | WormholeEventOrderCancelled
  | WormholeEventMarked
  | WormholeEventGameEnded;
export type SpecialAbility =
  | "BERSERKER"
  | "AFTERBURNER"
  | "HYPERCHARGE"
  | "SCRAMBLE"
  | "CONCENTRATE_FIRE"
  | "MISSION_BRIEFING"
  | "LAUNCH_MISSILE_SALVO"
  | "FIRE_HEAVY_RAILGUN"
  | "REFORM"
  | "SELF_DESTRUCT"
  | "HACK_WORMHOLE"
  | "TUNE_WORMHOLE";
export type OrderKind = "SPECIAL" | "MOVE" | "ATTACK" | "REPAIR";
export type ScenarioKind =
  | "STANDARD_ENGAGEMENT"
  | "TRAINING_MISSION"
  | "SUPPLY_RUN"
  | "REINFORCEMENTS"
  | "GAUNTLET"
  | "SECTOR_COMMAND"
  | "ENDURANCE_TRIAL";
export type Status =
  "OPERATIONAL" | "POWER_LOSS" | "DAMAGED" | "CRIPPLED" | "AOK" | "REDUCED" | "DISPERSED" | "DESTROYED";
export type Phase = "DEPLOYMENT" | "ORDERS" | "SPECIAL_ORDERS" | "MOVEMENT" | "ATTACK" | "OVER";
/**
 * Wormhole events
 */
export type WormholeEvents = WormholeEvent[];

export interface WormholeEventAbilityUsed {
  type: "ability-used";
  vessel: string;
  ability: SpecialAbility;
  target: string | null;
  succeeded: boolean;
}
export interface WormholeEventOrdersIssued {
  type: "orders-issued";
  seat: number;
  vessel: string;
  orders: Orders | null;
}
export interface Orders {
  specials: number;
  moves: number;
  attacks: number;
  repairs: number;
  admiralBonus: OrderKind | null;
  aceBonus: OrderKind | null;
}
export interface WormholeEventAttackDeclared {
  type: "attack-declared";
  vessel: string;
  weapon: string;
  targets: string[];
}
export interface WormholeEventAdvantageShifted {
  type: "advantage-shifted";
  from: number;
  to: number;
  marksDealt: number[];
}
export interface WormholeEventDeparted {
  type: "departed";
  vessel: string;
  wormhole: string;
  aboard: string[];
}
export interface WormholeEventDeployed {
  type: "deployed";
  vessel: string;
  position: Point;
  heading: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface WormholeEventTurnBegan {
  type: "turn-began";
  turn: number;
}
export interface WormholeEventOrdersLost {
  type: "orders-lost";
  seat: number;
  capacity: number;
  faces: number[];
  allowed: number;
}
export interface WormholeEventAdvantageDecided {
  type: "advantage-decided";
  seat: number;
  reason: string;
  rolls: number[];
}
export interface WormholeEventDocked {
  type: "docked";
  vessel: string;
  carrier: string;
}
export interface WormholeEventScenarioDecided {
  type: "scenario-decided";
  scenario: ScenarioKind;
  verdict: string;
  turns: number;
}
export interface WormholeEventStatusChanged {
  type: "status-changed";
  vessel: string;
  from: Status;
  to: Status;
}
export interface WormholeEventArrived {
  type: "arrived";
  vessel: string;
  wormhole: string;
  position: Point;
  heading: number;
}
export interface WormholeEventPhaseBegan {
  type: "phase-began";
  phase: Phase;
}
export interface WormholeEventMoved {
  type: "moved";
  vessel: string;
  from: Point;
  fromHeading: number;
  to: Point;
  toHeading: number;
}
export interface WormholeEventExploded {
  type: "exploded";
  vessel: string;
  template: Circle;
  potentialMarks: number;
}
export interface Circle {
  center: Point;
  radius: number;
}
export interface WormholeEventDiceRolled {
  type: "dice-rolled";
  vessel: string;
  purpose: string;
  faces: number[];
  needed: number;
}
export interface WormholeEventReinforcementsCalled {
  type: "reinforcements-called";
  seat: number;
  vessels: string[];
}
export interface WormholeEventLaunched {
  type: "launched";
  vessel: string;
  carrier: string;
}
export interface WormholeEventRepaired {
  type: "repaired";
  vessel: string;
  succeeded: boolean;
  from: Status;
  to: Status;
}
export interface WormholeEventOrdersRevealed {
  type: "orders-revealed";
  orders: WormholeEventVesselOrders[];
}
export interface WormholeEventVesselOrders {
  vessel: string;
  orders: Orders;
}
export interface WormholeEventOrderCancelled {
  type: "order-cancelled";
  vessel: string;
  order: OrderKind;
}
export interface WormholeEventMarked {
  type: "marked";
  target: string;
  source: string;
  potential: number;
  prevented: number;
  marks: number;
}
export interface WormholeEventGameEnded {
  type: "game-ended";
  scores: number[];
  winner: number | null;
}
