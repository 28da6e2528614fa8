// TypeScript declarations of docs/schema/wormhole/catalog.schema.json, made from it by json-schema-to-typescript:
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

/**
 * Wormhole catalog
 */
export interface WormholeCatalog {
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
