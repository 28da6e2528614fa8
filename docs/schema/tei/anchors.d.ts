// TypeScript declarations of docs/schema/tei/anchors.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * TEI anchor ratings
 */
export interface TeiAnchors {
  source: string;
  anchors: {
    [k: string]: {
      [k: string]: Rating;
    };
  };
}
export interface Rating {
  mu: number;
  sigma: number;
}
