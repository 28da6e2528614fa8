// TypeScript declarations of docs/schema/blackhole/record.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type BlackHoleMove = BlackHoleMoveAdvance | BlackHoleMovePlace | BlackHoleMoveTurn | BlackHoleMoveChoose;

/**
 * Black Hole game record
 */
export interface BlackHoleRecord {
  config: BlackHoleConfig;
  seed: number;
  moves: BlackHoleMove[];
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
export interface BlackHoleMoveAdvance {
  type: "advance";
  ship: number;
}
export interface BlackHoleMovePlace {
  type: "place";
  ship: number;
}
export interface BlackHoleMoveTurn {
  type: "turn";
  ship: number;
  face: number;
}
export interface BlackHoleMoveChoose {
  type: "choose";
  faces: number[];
}
