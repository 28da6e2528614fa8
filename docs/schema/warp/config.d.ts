// TypeScript declarations of docs/schema/warp/config.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type WarpFactor = "WARP_9" | "WARP_12" | "WARP_15" | "WARP_18";
export type Objective = "POINTS_CAMPAIGN" | "GO_OUT";
export type GoOutStructureKind = "SUDDEN_DEATH" | "FIXED_ROUNDS" | "FIRST_TO";
export type GoOutStructureOvertime = "FORCED" | "OFFERED";

/**
 * Warp configuration
 */
export interface WarpConfig {
  factor: WarpFactor;
  captains: number;
  captainNames: string[];
  objective: Objective;
  campaignRounds: number;
  goOut: GoOutStructure;
  firstCaptain: number;
  largeFleetHandSize: number;
  doubleBlankScore: number;
  plugins: PluginConfig[];
}
export interface GoOutStructure {
  kind: GoOutStructureKind;
  rounds: number;
  target: number;
  overtime: GoOutStructureOvertime;
}
export interface PluginConfig {
  id: string;
  options: {
    [k: string]: string;
  };
}
