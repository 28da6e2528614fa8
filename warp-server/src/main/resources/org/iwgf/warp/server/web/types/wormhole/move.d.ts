// TypeScript declarations of docs/schema/wormhole/move.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * Wormhole move
 */
export type WormholeMove =
  | WormholeMoveCancelSpecial
  | WormholeMoveDeploy
  | WormholeMoveFire
  | WormholeMoveHackWormhole
  | WormholeMoveCancelSelfDestruct
  | WormholeMoveTravel
  | WormholeMoveCallReinforcements
  | WormholeMoveFinishOrders
  | WormholeMoveDepart
  | WormholeMoveIssueOrders
  | WormholeMoveManeuver
  | WormholeMoveHoldFire
  | WormholeMoveLaunchShuttle
  | WormholeMoveRam
  | WormholeMoveFreeTurn
  | WormholeMoveTuneWormhole
  | WormholeMoveUseAbility;
export type OrderKind = "SPECIAL" | "MOVE" | "ATTACK" | "REPAIR";
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

export interface WormholeMoveCancelSpecial {
  type: "cancel-special";
  vessel: string;
}
export interface WormholeMoveDeploy {
  type: "deploy";
  vessel: string;
  position: Point;
  heading: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface WormholeMoveFire {
  type: "fire";
  vessel: string;
  weapon: string;
  targets: string[];
}
export interface WormholeMoveHackWormhole {
  type: "hack-wormhole";
  vessel: string;
  wormhole: string;
  step: number;
}
export interface WormholeMoveCancelSelfDestruct {
  type: "cancel-self-destruct";
  vessel: string;
}
export interface WormholeMoveTravel {
  type: "travel";
  vessel: string;
  wormhole: string;
  exit: string;
  heading: number;
}
export interface WormholeMoveCallReinforcements {
  type: "call-reinforcements";
  vessels: string[];
}
export interface WormholeMoveFinishOrders {
  type: "finish-orders";
}
export interface WormholeMoveDepart {
  type: "depart";
  vessel: string;
  wormhole: string;
}
export interface WormholeMoveIssueOrders {
  type: "issue-orders";
  vessel: string;
  orders: Orders;
}
export interface Orders {
  specials: number;
  moves: number;
  attacks: number;
  repairs: number;
  admiralBonus: OrderKind | null;
  aceBonus: OrderKind | null;
}
export interface WormholeMoveManeuver {
  type: "maneuver";
  vessel: string;
  turn: number;
  distance: number;
  dock: string | null;
}
export interface WormholeMoveHoldFire {
  type: "hold-fire";
  vessel: string;
}
export interface WormholeMoveLaunchShuttle {
  type: "launch-shuttle";
  vessel: string;
  cargo: string;
}
export interface WormholeMoveRam {
  type: "ram";
  vessel: string;
  target: string;
}
export interface WormholeMoveFreeTurn {
  type: "free-turn";
  vessel: string;
  turn: number;
}
export interface WormholeMoveTuneWormhole {
  type: "tune-wormhole";
  vessel: string;
  wormhole: string;
  colour: string;
}
export interface WormholeMoveUseAbility {
  type: "use-ability";
  vessel: string;
  ability: SpecialAbility;
  target: string | null;
}
