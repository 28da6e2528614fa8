// TypeScript declarations of docs/schema/blackhole/events.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type BlackHoleEvent =
  | BlackHoleEventWon
  | BlackHoleEventRerolled
  | BlackHoleEventOrderDecided
  | BlackHoleEventPlaced
  | BlackHoleEventRevealed
  | BlackHoleEventHyperjumped
  | BlackHoleEventChosen
  | BlackHoleEventAdvanced
  | BlackHoleEventTurned
  | BlackHoleEventReachedCentre;
/**
 * Black Hole events
 */
export type BlackHoleEvents = BlackHoleEvent[];

export interface BlackHoleEventWon {
  type: "won";
  seat: number;
}
export interface BlackHoleEventRerolled {
  type: "rerolled";
  ship: number;
  face: number;
}
export interface BlackHoleEventOrderDecided {
  type: "order-decided";
  order: number[];
  rollOffs: number;
}
export interface BlackHoleEventPlaced {
  type: "placed";
  seat: number;
  ship: number;
  face: number;
  space: number;
}
export interface BlackHoleEventRevealed {
  type: "revealed";
  faces: number[];
}
export interface BlackHoleEventHyperjumped {
  type: "hyperjumped";
  ship: number;
  from: number;
  to: number;
}
export interface BlackHoleEventChosen {
  type: "chosen";
  seat: number;
}
export interface BlackHoleEventAdvanced {
  type: "advanced";
  ship: number;
  from: number;
  to: number;
}
export interface BlackHoleEventTurned {
  type: "turned";
  ship: number;
  from: number;
  to: number;
}
export interface BlackHoleEventReachedCentre {
  type: "reached-centre";
  seat: number;
  ship: number;
  removed: number;
}
