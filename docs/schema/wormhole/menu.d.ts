// TypeScript declarations of docs/schema/wormhole/menu.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Phase = "DEPLOYMENT" | "ORDERS" | "SPECIAL_ORDERS" | "MOVEMENT" | "ATTACK" | "OVER";
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

/**
 * Wormhole move menu
 */
export interface WormholeMenu {
  seat: number;
  phase: Phase;
  choices: WormholeMove[];
  deployment: WormholeMenuPlacement | null;
  orders: WormholeMenuVesselOrders[];
  reinforcements: WormholeMenuReinforcements | null;
  helm: WormholeMenuHelm | null;
  attacks: WormholeMenuArmament | null;
}
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
export interface WormholeMenuPlacement {
  vessel: string;
  radius: number;
  heading: number;
  area: WormholeMenuArea;
  near: Point | null;
  within: number;
  obstacles: WormholeMenuBase[];
}
export interface WormholeMenuArea {
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
}
export interface WormholeMenuBase {
  id: string;
  center: Point;
  radius: number;
}
export interface WormholeMenuVesselOrders {
  vessel: string;
  issued: boolean;
  sets: Orders[];
}
export interface WormholeMenuReinforcements {
  reserve: WormholeMenuReserve[];
  points: number | null;
}
export interface WormholeMenuReserve {
  vessel: string;
  cost: number;
}
export interface WormholeMenuHelm {
  vessel: string;
  freeTurn: boolean;
  from: Point;
  heading: number;
  radius: number;
  turnArc: number;
  straight: boolean;
  reach: number;
  area: WormholeMenuArea;
  obstacles: WormholeMenuBase[];
  docks: WormholeMenuDock[];
  journeys: WormholeMenuJourney[];
}
export interface WormholeMenuDock {
  base: WormholeMenuBase;
  reach: number;
}
export interface WormholeMenuJourney {
  wormhole: string;
  exit: string;
  exitCenter: Point;
  distance: number;
  area: WormholeMenuArea;
  obstacles: WormholeMenuBase[];
}
export interface WormholeMenuArmament {
  vessel: string;
  weapons: WormholeMenuWeaponTargets[];
}
export interface WormholeMenuWeaponTargets {
  weapon: string;
  attacks: number;
  targets: string[];
  extraTargets: string[];
}
