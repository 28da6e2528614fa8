// TypeScript declarations of docs/schema/classic/config.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Variant = "block" | "draw" | "all-fives";
export type DealRule = "standard" | "all-tiles" | "pagat";
export type FirstLead = "heaviest-tile" | "reshuffle";
export type WinnerScore = "opponents-pips" | "opponents-minus-own";

/**
 * Warp 6 Classic configuration
 */
export interface ClassicConfig {
  variant: Variant;
  players: number;
  partnerships: boolean;
  deal: DealRule;
  firstLead: FirstLead;
  winnerScore: WinnerScore;
  drawReserve: boolean;
  target: number;
  scoreInFives: boolean;
}
