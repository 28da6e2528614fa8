// TypeScript declarations of docs/schema/classic/state.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Variant = "block" | "draw" | "all-fives";
export type DealRule = "standard" | "all-tiles" | "pagat";
export type FirstLead = "heaviest-tile" | "reshuffle";
export type WinnerScore = "opponents-pips" | "opponents-minus-own";
export type Coordinate = string;
export type End = "left" | "right" | "up" | "down";

/**
 * Warp 6 Classic saved state
 */
export interface ClassicState {
  config: ClassicConfig;
  handNumber: number;
  hands: Coordinate[][];
  boneyard: Coordinate[];
  line: Line;
  toAct: number | null;
  leader: number;
  requiredLead: Coordinate | null;
  scores: number[];
  deck: number;
}
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
export interface Line {
  spinners: boolean;
  placements: Placement[];
}
export interface Placement {
  tile: Coordinate;
  end: End;
}
