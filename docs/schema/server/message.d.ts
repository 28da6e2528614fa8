// TypeScript declarations of docs/schema/server/message.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * Table server message. Every message the table server sends a client over its WebSocket: a seat's update, a fresh view after coming back, the advisor's move, comms, a mute's acknowledgement, the turn timer's state, an error. Over HTTP, a table's update and errors are the same documents, and a finished table's replay steps and record are documents of their own.
 */
export type ServerMessage = Update | Resync | Advice | Comms | Muted | Turn | Replay | Record | ErrorMessage;
/**
 * A seat's update: sent on connecting, after every move at the table, and in answer to 'view' (and over HTTP).
 */
export type Update = {
  type: "update";
} & GameUpdate &
  TurnTimer &
  LastMove;
/**
 * An update of a table of any game: the game names which.
 */
export type GameUpdate = WarpUpdate | ClassicUpdate | BlackHoleUpdate | WormholeUpdate;
/**
 * A fresh view sent to a client that came back when the updates it missed cannot be sent one by one: it redraws from this one, and updates go on from its seq.
 */
export type Resync = {
  type: "resync";
  reason: ResyncReason;
} & GameUpdate &
  TurnTimer &
  LastMove;
/**
 * Why the missed updates are not sent: more than 64 missed, a number past the table's, or the client's messages for this second spent.
 */
export type ResyncReason = "TOO_OLD" | "AHEAD" | "RATE_LIMITED";
/**
 * The quick phrases of Section IX.
 */
export type QuickPhrase =
  | "AYE_CAPTAIN"
  | "ACKNOWLEDGED"
  | "MAKE_IT_SO"
  | "COURSE_LAID_IN"
  | "ENGAGE"
  | "PUNCH_IT"
  | "WARP_SPEED"
  | "AHEAD_FULL"
  | "STEADY_AS_SHE_GOES"
  | "WELL_PLAYED"
  | "A_FINE_MANEUVER"
  | "THE_NEEDS_OF_THE_MANY"
  | "FLY_WELL_CAPTAIN"
  | "RED_ALERT"
  | "SHIELDS_UP"
  | "ALL_STOP"
  | "DISTRESS_BEACON_AWAY"
  | "SHES_BREAKING_UP"
  | "FASCINATING"
  | "BOLD_VERY_BOLD"
  | "A_DANGEROUS_GAME"
  | "PERSISTENCE_IS_FUTILE"
  | "RESISTANCE_IS_NOTED"
  | "I_HAVE_THE_CONN"
  | "Q_WOULD_BE_PROUD";
/**
 * The turn timer's state when a seat is covered by an officer or reclaimed by its captain: no move, so it carries the sequence number of the last update.
 */
export type Turn = {
  type: "turn";
  /**
   * The sequence number of the last update (the moves played).
   */
  seq: number;
  /**
   * The table's id.
   */
  table: string;
  /**
   * The seat at the helm; -1 when nobody is.
   */
  toAct: number;
} & TurnTimer;
/**
 * One step of a finished table's replay (GET /tables/{id}/replay): the update the seat (or a spectator) was sent right after move ply, with the record's length and who made each move; the last step also reveals every seat's update at the end.
 */
export type Replay = {
  type: "replay";
  /**
   * The moves of the record.
   */
  plies: number;
  /**
   * Who made each move of the record, in order.
   */
  movers: Mover[];
  /**
   * At the last step only: every seat's update at the end, in seat order, each in its game's JSON (view, events, legal moves).
   */
  reveal?: {}[];
} & GameUpdate &
  TurnTimer &
  LastMove;

/**
 * The envelope of a warp table's update, with the game's own view, events and moves.
 */
export interface WarpUpdate {
  game: "warp";
  /**
   * The update's sequence number: the moves the table has played (the same as ply). An update repeated with no move in between carries the same number.
   */
  seq: number;
  /**
   * The table's id.
   */
  table: string;
  /**
   * The seat this update is drawn for; -1 for a spectator.
   */
  seat: number;
  /**
   * Moves played.
   */
  ply: number;
  /**
   * The seat at the helm; -1 when nobody is (the game is over).
   */
  toAct: number;
  /**
   * Whether the game is over.
   */
  over: boolean;
  /**
   * Who sits where: human, human:<name>, open or officer:<rank>; never a token.
   */
  seats: string[];
  seed?: SeedCommitment;
  /**
   * How many moves are open to the seat (0 off the helm), listed or not.
   */
  moveCount: number;
  outcome?: Outcome;
  /**
   * What the seat sees (a spectator: the public view), in the game's JSON.
   */
  view: import("../warp/view").WarpView;
  /**
   * The last move's events as the seat (a spectator: the public) may see them.
   */
  events: import("../warp/events").WarpEvents;
  /**
   * The moves open to the seat at the helm, at most 500 (empty off the helm, and when moveMenu describes them instead); one can be sent back as it is.
   *
   * @maxItems 500
   */
  legalMoves: import("../warp/move").WarpMove[];
}
/**
 * A rated table's commitment to its seed; the seed and salt that open it once the game is over.
 */
export interface SeedCommitment {
  /**
   * SHA-256 of <seed>:<salt>, lower-case hex.
   */
  commitment: string;
  /**
   * The seed in decimal, as text (a 64-bit number does not survive a JavaScript number).
   */
  seed?: string;
  /**
   * 32 random bytes, lower-case hex.
   */
  salt?: string;
}
/**
 * How the finished game ranks its seats.
 */
export interface Outcome {
  /**
   * Each seat's place, 1 being best; seats that tie share a place.
   */
  places: number[];
  /**
   * The game's own final figure per seat.
   */
  scores: number[];
  /**
   * What the scores are (campaign points, round wins, …).
   */
  scoreMeaning: string;
}
/**
 * The envelope of a classic table's update, with the game's own view, events and moves.
 */
export interface ClassicUpdate {
  game: "classic";
  /**
   * The update's sequence number: the moves the table has played (the same as ply). An update repeated with no move in between carries the same number.
   */
  seq: number;
  /**
   * The table's id.
   */
  table: string;
  /**
   * The seat this update is drawn for; -1 for a spectator.
   */
  seat: number;
  /**
   * Moves played.
   */
  ply: number;
  /**
   * The seat at the helm; -1 when nobody is (the game is over).
   */
  toAct: number;
  /**
   * Whether the game is over.
   */
  over: boolean;
  /**
   * Who sits where: human, human:<name>, open or officer:<rank>; never a token.
   */
  seats: string[];
  seed?: SeedCommitment;
  /**
   * How many moves are open to the seat (0 off the helm), listed or not.
   */
  moveCount: number;
  outcome?: Outcome;
  /**
   * What the seat sees (a spectator: the public view), in the game's JSON.
   */
  view: import("../classic/view").ClassicView;
  /**
   * The last move's events as the seat (a spectator: the public) may see them.
   */
  events: import("../classic/events").ClassicEvents;
  /**
   * The moves open to the seat at the helm, at most 500 (empty off the helm, and when moveMenu describes them instead); one can be sent back as it is.
   *
   * @maxItems 500
   */
  legalMoves: import("../classic/move").ClassicMove[];
}
/**
 * The envelope of a blackhole table's update, with the game's own view, events and moves.
 */
export interface BlackHoleUpdate {
  game: "blackhole";
  /**
   * The update's sequence number: the moves the table has played (the same as ply). An update repeated with no move in between carries the same number.
   */
  seq: number;
  /**
   * The table's id.
   */
  table: string;
  /**
   * The seat this update is drawn for; -1 for a spectator.
   */
  seat: number;
  /**
   * Moves played.
   */
  ply: number;
  /**
   * The seat at the helm; -1 when nobody is (the game is over).
   */
  toAct: number;
  /**
   * Whether the game is over.
   */
  over: boolean;
  /**
   * Who sits where: human, human:<name>, open or officer:<rank>; never a token.
   */
  seats: string[];
  seed?: SeedCommitment;
  /**
   * How many moves are open to the seat (0 off the helm), listed or not.
   */
  moveCount: number;
  outcome?: Outcome;
  /**
   * What the seat sees (a spectator: the public view), in the game's JSON.
   */
  view: import("../blackhole/view").BlackHoleView;
  /**
   * The last move's events as the seat (a spectator: the public) may see them.
   */
  events: import("../blackhole/events").BlackHoleEvents;
  /**
   * The moves open to the seat at the helm, at most 500 (empty off the helm, and when moveMenu describes them instead); one can be sent back as it is.
   *
   * @maxItems 500
   */
  legalMoves: import("../blackhole/move").BlackHoleMove[];
  /**
   * The moves open to the seat described die by die, instead of the list, when they are more than 500 (the secret choice of faces).
   */
  moveMenu?: import("../blackhole/menu").BlackHoleMenu;
}
/**
 * The envelope of a wormhole table's update, with the game's own view, events and moves.
 */
export interface WormholeUpdate {
  game: "wormhole";
  /**
   * The update's sequence number: the moves the table has played (the same as ply). An update repeated with no move in between carries the same number.
   */
  seq: number;
  /**
   * The table's id.
   */
  table: string;
  /**
   * The seat this update is drawn for; -1 for a spectator.
   */
  seat: number;
  /**
   * Moves played.
   */
  ply: number;
  /**
   * The seat at the helm; -1 when nobody is (the game is over).
   */
  toAct: number;
  /**
   * Whether the game is over.
   */
  over: boolean;
  /**
   * Who sits where: human, human:<name>, open or officer:<rank>; never a token.
   */
  seats: string[];
  seed?: SeedCommitment;
  /**
   * How many moves are open to the seat (0 off the helm), listed or not.
   */
  moveCount: number;
  outcome?: Outcome;
  /**
   * What the seat sees (a spectator: the public view), in the game's JSON.
   */
  view: import("../wormhole/view").WormholeView;
  /**
   * The last move's events as the seat (a spectator: the public) may see them.
   */
  events: import("../wormhole/events").WormholeEvents;
  /**
   * The moves open to the seat at the helm when they are at most 500 (empty off the helm, and when there are more: moveMenu describes them instead); one can be sent back as it is.
   *
   * @maxItems 500
   */
  legalMoves: import("../wormhole/move").WormholeMove[];
  /**
   * Every move open to the seat at the helm described part by part (choices, deployment zone, orders per vessel, helm, weapons and targets), with every update at the helm: the board builds its controls from it.
   */
  moveMenu?: import("../wormhole/menu").WormholeMenu;
}
/**
 * What an update (or a turn message) says of the table's turn timer: nothing at a table without one; otherwise the time for each move at a captain's helm, the seats an officer is playing for, and, while a clock runs, when it runs out.
 */
export interface TurnTimer {
  /**
   * The time for each move at a captain's helm, in seconds.
   */
  turnSeconds?: number;
  /**
   * The seats an officer is playing for until their captains reclaim them.
   */
  covered?: number[];
  /**
   * When the running clock runs out (an ISO-8601 instant); absent when no clock runs.
   */
  deadline?: string;
  /**
   * Milliseconds left on the running clock when the message was written, which a page counts down from without trusting its own clock.
   */
  turnLeftMs?: number;
}
/**
 * At a table with a turn timer, who made the move this update follows (absent before the first move and at a table without a timer).
 */
export interface LastMove {
  lastMove?: Mover;
}
/**
 * Who made one move of the record: the seat it was made for, and whether the game's officer made it for that seat because its captain had timed out or left (false: whoever sits at the seat made it).
 */
export interface Mover {
  seat: number;
  covered: boolean;
}
/**
 * The advisor's move for the seat at the helm (Warp: the tactical advisor; Wormhole: the autopilot; Warp 6 Classic and the dice race: their strongest officer); the table's record is assisted from then on.
 */
export interface Advice {
  type: "advice";
  table: string;
  seat: number;
  assisted: true;
  /**
   * The suggested move, in the table's game's JSON, which can be sent back as it is.
   */
  move:
    | import("../warp/move").WarpMove
    | import("../classic/move").ClassicMove
    | import("../blackhole/move").BlackHoleMove
    | import("../wormhole/move").WormholeMove;
  /**
   * Why, in the advisor's words.
   */
  reasons: string[];
}
/**
 * A Section IX message from another seat (or one's own), delivered to every member who has not muted its sender.
 */
export interface Comms {
  type: "comms";
  /**
   * The sender's seat.
   */
  from: number;
  /**
   * A quick-phrase hail, free text to the table, or free text addressed to one seat (still readable by all).
   */
  kind: "hail" | "text" | "direct";
  phrase?: QuickPhrase;
  /**
   * What is said: the quick phrase's words, or the free text.
   */
  text: string;
  /**
   * The seat a direct message is addressed to.
   */
  to?: number;
}
/**
 * The acknowledgement of a mute or an unmute: the seat's comms are hidden (shown again) from now on.
 */
export interface Muted {
  type: "muted" | "unmuted";
  seat: number;
}
/**
 * A finished table's record (GET /tables/{id}/record): enough to play it again exactly, and who made each move.
 */
export interface Record {
  type: "record";
  /**
   * The table's id.
   */
  table: string;
  /**
   * The game's name.
   */
  game: "warp" | "classic" | "blackhole" | "wormhole";
  /**
   * The configuration the table was created with, in the game's JSON.
   */
  config: {};
  /**
   * The seed of the deal.
   */
  seed: number;
  /**
   * Who sits where: human, human:<name>, open or officer:<rank>; never a token.
   */
  seats: string[];
  /**
   * The time for each move at a captain's helm; only at a table with a turn timer.
   */
  turnSeconds?: number;
  /**
   * Every move, in order, with the seat it was made for and whether the officer covering that seat made it.
   */
  moves: {
    seat: number;
    /**
     * The move in the game's JSON.
     */
    move:
      | import("../warp/move").WarpMove
      | import("../classic/move").ClassicMove
      | import("../blackhole/move").BlackHoleMove
      | import("../wormhole/move").WormholeMove;
    covered: boolean;
  }[];
  outcome: Outcome;
}
/**
 * A refusal: nothing changed. The code is stable; the message is a sentence for the player.
 */
export interface ErrorMessage {
  type: "error";
  /**
   * The stable code (docs/errors.md).
   */
  code: string;
  message: string;
}
