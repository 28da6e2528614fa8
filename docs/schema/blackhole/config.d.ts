// TypeScript declarations of docs/schema/blackhole/config.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * Black Hole configuration
 */
export interface BlackHoleConfig {
  players: number;
  secretSetup: boolean;
  spiral: Spiral;
}
export interface Spiral {
  rings: number[];
  hyperjumps: number[];
}
