// TypeScript declarations of docs/schema/rated/match.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Venue = "SOLO" | "ONLINE" | "OFFICIATED";
export type WarpFactor = "WARP_9" | "WARP_12" | "WARP_15" | "WARP_18";
export type Objective = "POINTS_CAMPAIGN" | "GO_OUT";
export type GoOutStructureKind = "SUDDEN_DEATH" | "FIXED_ROUNDS" | "FIRST_TO";
export type GoOutStructureOvertime = "FORCED" | "OFFERED";
export type MatchSeatKind = "ACCOUNT" | "GUEST" | "OFFICER";
export type OfficerClass = "ENSIGN" | "LIEUTENANT" | "COMMANDER" | "CLASS_I_STAR" | "OMEGA_PLUS";
export type AdvisorUse = "NONE" | "AFTER_MATCH" | "LIVE_TURNS";

/**
 * Rated match record
 */
export interface RatedMatch {
  venue: Venue;
  config: WarpConfig;
  rulesProfile: string;
  seats: MatchSeat[];
  ratedSector: boolean;
  charter: Charter | null;
}
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
export interface MatchSeat {
  kind: MatchSeatKind;
  accountId: string | null;
  officer: OfficerClass | null;
  advisor: AdvisorUse;
}
export interface Charter {
  id: string;
  rulesProfile: string;
  objective: Objective;
  fleetSize: number;
  campaignRounds: number;
  goOut: GoOutStructure;
  members: string[];
}
