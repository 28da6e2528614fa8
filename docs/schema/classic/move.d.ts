// TypeScript declarations of docs/schema/classic/move.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * Warp 6 Classic move
 */
export type ClassicMove = ClassicMoveDraw | ClassicMoveLead | ClassicMovePass | ClassicMovePlay;
export type Coordinate = string;
export type End = "left" | "right" | "up" | "down";

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
