// TypeScript declarations of docs/schema/wormhole/record.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type SizeClass = "SQUADRON" | "SHIP" | "CAPITAL_SHIP" | "SUPERSHIP";
export type Armor = "LIGHT" | "MEDIUM" | "HEAVY";
export type Status =
  "OPERATIONAL" | "POWER_LOSS" | "DAMAGED" | "CRIPPLED" | "AOK" | "REDUCED" | "DISPERSED" | "DESTROYED";
export type SourceKind = "PRINTED" | "ASSUMED";
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
export type Trait = "COMMAND" | "CARRIER" | "DOUBLE_REPAIR" | "SQUADRON" | "MISSILE" | "TARGET";
export type Faction = "ROYALIST" | "SEPARATIST";
export type AdvancedRule =
  "ORDERS_LOSS" | "BIGGER_EXPLOSIONS" | "DEBRIS_FIELDS" | "RAMMING" | "WORMHOLES" | "ABANDON_SHIP";
export type GateNetworkLinking = "BASIC" | "CHAIN";
export type ScenarioKind =
  | "STANDARD_ENGAGEMENT"
  | "TRAINING_MISSION"
  | "SUPPLY_RUN"
  | "REINFORCEMENTS"
  | "GAUNTLET"
  | "SECTOR_COMMAND"
  | "ENDURANCE_TRIAL";
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

/**
 * Wormhole battle record
 */
export interface WormholeRecord {
  config: WormholeConfig;
  seed: number;
  moves: WormholeMove[];
}
export interface WormholeConfig {
  catalog: Catalog;
  fleets: FleetSpec[];
  points: number;
  matWidth: number;
  matLength: number;
  deploymentDepth: number;
  turns: number;
  advanced: AdvancedRule[];
  wormholes: GateNetwork;
  scenario: Scenario;
}
export interface Catalog {
  name: string;
  vessels: VesselClass[];
  inserts: InsertType[];
}
export interface VesselClass {
  id: string;
  name: string;
  size: SizeClass;
  cost: number;
  initiative: number;
  velocity: number;
  moves: number;
  attacks: number;
  capacity: number;
  armor: Armor;
  defense: number;
  turnArc: number;
  baseRadius: number;
  modelRadius: number;
  track: DamageTrack;
  weapons: Weapon[];
  abilities: Ability[];
  traits: Trait[];
  bays: number;
  explosionRadius: number | null;
  explosionMarks: number;
  sources: {
    [k: string]: Source;
  };
}
export interface DamageTrack {
  spaces: Status[];
}
export interface Weapon {
  id: string;
  name: string;
  range: number;
  dice: number;
  arc: number;
  multiplier: number;
  multiplierSquadronsOnly: boolean;
  multiplierRange: number | null;
  capitalBonus: boolean;
  autofire: boolean;
  requiresCharge: boolean;
  allOrNothing: boolean;
  specialOrder: boolean;
  explosive: boolean;
  requiresInsert: string | null;
  sources: {
    [k: string]: Source;
  };
}
export interface Source {
  kind: SourceKind;
  note: string;
}
export interface Ability {
  kind: SpecialAbility;
  values: {
    [k: string]: number;
  };
  sources: {
    [k: string]: Source;
  };
}
export interface InsertType {
  id: string;
  name: string;
  cost: number;
  costPer: number;
  minimumCost: number;
  freeCount: number;
  perFleet: number;
  perVessel: number;
  allowedOn: string[];
  sources: {
    [k: string]: Source;
  };
}
export interface FleetSpec {
  commander: string;
  faction: Faction;
  vessels: VesselSpec[];
  admiralAboard: string | null;
}
export interface VesselSpec {
  id: string;
  classId: string;
  inserts: string[];
  dockedIn: string | null;
}
export interface GateNetwork {
  gates: Gate[];
  linking: GateNetworkLinking;
  damageable: boolean;
  damageableGates: string[];
}
export interface Gate {
  id: string;
  colour: string;
  number: number;
  position: Point;
  radius: number;
  marks: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Scenario {
  kind: ScenarioKind;
  part: number;
  budgets: ScenarioBudget[];
  arrivals: ScenarioArrival[];
  zones: ScenarioZone[];
  openingAdvantage: number | null;
  advantageHeldThrough: number;
  silentTurns: number[];
  sectors: number;
  veterans: ScenarioVeteran[];
  exits: ScenarioExit[];
  supplyShips: string[];
  placements: ScenarioPlacement[];
  asteroids: Point[];
  autopilot: number | null;
}
export interface ScenarioBudget {
  seat: number;
  firstTurn: number;
  lastTurn: number;
  points: number;
  eachTurn: boolean;
}
export interface ScenarioArrival {
  vessel: string;
  turn: number;
  wormhole: string;
  called: boolean;
}
export interface ScenarioZone {
  seat: number;
  fromY: number;
  toY: number;
  nearWormhole: string | null;
  within: number;
}
export interface ScenarioVeteran {
  vessel: string;
  marks: number;
  inserts: string[];
  transitRepair: boolean;
}
export interface ScenarioExit {
  seat: number;
  wormhole: string;
}
export interface ScenarioPlacement {
  vessel: string;
  position: Point;
  heading: number;
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
