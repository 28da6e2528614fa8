// TypeScript declarations of docs/schema/blackhole/move.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * Black Hole move
 */
export type BlackHoleMove = BlackHoleMoveAdvance | BlackHoleMovePlace | BlackHoleMoveTurn | BlackHoleMoveChoose;

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
