// TypeScript declarations of docs/schema/blackhole/state.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Phase = "CHOOSING" | "PLACING" | "RACING" | "OVER";
export type Die = "d4" | "d6" | "d8";

/**
 * Black Hole saved state
 */
export interface BlackHoleState {
  config: BlackHoleConfig;
  phase: Phase;
  order: number[];
  next: number;
  ships: Ship[];
  choices: number[][];
  random: number;
}
export interface BlackHoleConfig {
  players: number;
  secretSetup: boolean;
  spiral: Spiral;
}
export interface Spiral {
  rings: number[];
  hyperjumps: number[];
}
export interface Ship {
  id: number;
  seat: number;
  die: Die;
  face: number;
  space: number;
}
