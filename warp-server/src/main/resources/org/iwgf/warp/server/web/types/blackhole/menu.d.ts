// TypeScript declarations of docs/schema/blackhole/menu.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Die = "d4" | "d6" | "d8";

/**
 * Black Hole face menu
 */
export interface BlackHoleMenu {
  seat: number;
  dice: FaceMenuDieFaces[];
}
export interface FaceMenuDieFaces {
  ship: number;
  die: Die;
  faces: number[];
}
