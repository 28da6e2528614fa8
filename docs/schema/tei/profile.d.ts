// TypeScript declarations of docs/schema/tei/profile.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type CommissionTrack = "ENSIGN" | "LIEUTENANT" | "COMMANDER";
export type TeiGrade = string;

/**
 * TEI profile
 */
export interface TeiProfile {
  starts: {
    [k: string]: StartingTei;
  };
  buckets: {
    [k: string]: {
      [k: string]: TrackRating;
    };
  };
}
export interface StartingTei {
  placedAs: CommissionTrack | null;
  grade: TeiGrade;
  locked: boolean;
}
export interface TrackRating {
  rating: Rating;
  ratedMatches: number;
}
export interface Rating {
  mu: number;
  sigma: number;
}
