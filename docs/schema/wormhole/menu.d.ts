// TypeScript declarations of docs/schema/wormhole/menu.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Phase = "DEPLOYMENT" | "ORDERS" | "SPECIAL_ORDERS" | "MOVEMENT" | "ATTACK" | "OVER";

/**
 * Wormhole move menu
 */
export interface WormholeMenu {
  seat: number;
  phase: Phase;
  choices: import("./move").WormholeMove[];
  deployment: WormholeMenuPlacement | null;
  orders: WormholeMenuVesselOrders[];
  reinforcements: WormholeMenuReinforcements | null;
  helm: WormholeMenuHelm | null;
  attacks: WormholeMenuArmament | null;
}
export interface WormholeMenuPlacement {
  vessel: string;
  radius: number;
  heading: number;
  area: WormholeMenuArea;
  near: import("./move").Point | null;
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
  center: import("./move").Point;
  radius: number;
}
export interface WormholeMenuVesselOrders {
  vessel: string;
  issued: boolean;
  sets: import("./move").Orders[];
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
  from: import("./move").Point;
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
  exitCenter: import("./move").Point;
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
