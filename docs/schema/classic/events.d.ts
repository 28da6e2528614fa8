// TypeScript declarations of docs/schema/classic/events.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type ClassicEvent =
  | ClassicEventGameOver
  | ClassicEventHandsShown
  | ClassicEventHandEnded
  | ClassicEventDealt
  | ClassicEventLed
  | ClassicEventFivesScored
  | ClassicEventPassed
  | ClassicEventDrew
  | ClassicEventPlayed;
export type Coordinate = string;
export type HandEnding = "domino" | "blocked";
export type End = "left" | "right" | "up" | "down";
/**
 * Warp 6 Classic events
 */
export type ClassicEvents = ClassicEvent[];

export interface ClassicEventGameOver {
  type: "game-over";
  scores: number[];
  winnerSides: number[];
}
export interface ClassicEventHandsShown {
  type: "hands-shown";
  hand: number;
  hands: Coordinate[][];
}
export interface ClassicEventHandEnded {
  type: "hand-ended";
  hand: number;
  ending: HandEnding;
  winnerSide: number | null;
  pips: number[];
  points: number;
}
export interface ClassicEventDealt {
  type: "dealt";
  hand: number;
  leader: number;
  requiredLead: Coordinate | null;
  handSizes: number[];
  redeals: number;
}
export interface ClassicEventLed {
  type: "led";
  seat: number;
  tile: Coordinate;
}
export interface ClassicEventFivesScored {
  type: "fives-scored";
  seat: number;
  side: number;
  count: number;
  points: number;
}
export interface ClassicEventPassed {
  type: "passed";
  seat: number;
}
export interface ClassicEventDrew {
  type: "drew";
  seat: number;
  tile: Coordinate | null;
}
export interface ClassicEventPlayed {
  type: "played";
  seat: number;
  tile: Coordinate;
  end: End;
}
