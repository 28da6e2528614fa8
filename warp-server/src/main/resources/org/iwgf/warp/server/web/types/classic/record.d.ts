// TypeScript declarations of docs/schema/classic/record.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type Variant = "block" | "draw" | "all-fives";
export type DealRule = "standard" | "all-tiles" | "pagat";
export type FirstLead = "heaviest-tile" | "reshuffle";
export type WinnerScore = "opponents-pips" | "opponents-minus-own";
export type ClassicMove = ClassicMoveDraw | ClassicMoveLead | ClassicMovePass | ClassicMovePlay;
export type Coordinate = string;
export type End = "left" | "right" | "up" | "down";

/**
 * Warp 6 Classic game record
 */
export interface ClassicRecord {
  config: ClassicConfig;
  seed: number;
  moves: ClassicMove[];
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
export interface ClassicMoveDraw {
  type: "draw";
}
export interface ClassicMoveLead {
  type: "lead";
  tile: Coordinate;
}
export interface ClassicMovePass {
  type: "pass";
}
export interface ClassicMovePlay {
  type: "play";
  tile: Coordinate;
  end: End;
}
