// TypeScript declarations of docs/schema/blackhole/spiral.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * Black Hole board
 */
export interface BlackHoleSpiral {
  rings: number[];
  hyperjumps: number[];
}
