// TypeScript declarations of docs/schema/tei/rating.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * TEI rating
 */
export interface TeiRating {
  mu: number;
  sigma: number;
}
