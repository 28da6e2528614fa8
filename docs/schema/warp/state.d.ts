// TypeScript declarations of docs/schema/warp/state.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type WarpFactor = "WARP_9" | "WARP_12" | "WARP_15" | "WARP_18";
export type Objective = "POINTS_CAMPAIGN" | "GO_OUT";
export type GoOutStructureKind = "SUDDEN_DEATH" | "FIXED_ROUNDS" | "FIRST_TO";
export type GoOutStructureOvertime = "FORCED" | "OFFERED";
export type Phase = "PLAYING" | "OVERTIME_VOTE" | "OVER";
export type Coordinate = string;
export type Route = string;
export type PluginState =
  | DropToImpulseImpulse
  | ManualShieldsShields
  | Continuum
  | HazardMarker
  | RequisitionPacks
  | Ledger
  | ModuleGammaGrid
  | ModuleIotaOwed
  | HandExchangeExchange
  | ModuleThetaMomentum
  | SquadronMomentum
  | StarterPlaysTwoOpeningTurn;
export type Directive =
  | "REVERSE_TURN_ORDER"
  | "SKIP_LOWEST_POINTS"
  | "SKIP_LIGHTEST_HAND"
  | "PEEK_UNCHARTED_SECTOR"
  | "TEMPORAL_INVERSION"
  | "DISTRESS_AMPLIFICATION"
  | "FRACTURE_IMMUNITY"
  | "SALAMANDER_SWAP"
  | "FORCE_DRAW"
  | "ALL_STOP_ECHO"
  | "CONTINUUM_WAGER";

/**
 * Warp saved state
 */
export interface WarpState {
  config: WarpConfig;
  phase: Phase;
  round: number;
  spacedock: number;
  roundStarter: number;
  toAct: number;
  hands: Coordinate[][];
  uncharted: Coordinate[];
  trails: Coordinate[][];
  neutralZone: Coordinate[];
  branches: Coordinate[][];
  beacons: number[];
  redAlert: RedAlert | null;
  drewThisTurn: boolean;
  firstTurnsPending?: number[] | null;
  passStreak: number;
  campaignScores: number[];
  roundWins: number[];
  overtimeVotesPending: number[];
  overtimeVotesAccepted: number[];
  history: RoundResult[];
  rngPosition: number;
  pluginStates: {
    [k: string]: PluginState;
  };
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
export interface RedAlert {
  doubleCharted: Coordinate;
  route: Route;
  charter: number;
  responsible: number;
  red: boolean;
  required: number;
  placed: number;
}
export interface RoundResult {
  round: number;
  spacedock: number;
  winner: number | null;
  blocked: boolean;
  roundScores: number[];
  handPips: number[];
  rawRoundScores: number[];
}
export interface DropToImpulseImpulse {
  type: "drop-to-impulse.impulse";
  pending: number;
  atImpulse: number;
  catchable: number;
  windowOwner: number;
}
export interface ManualShieldsShields {
  type: "manual-shields.shields";
  changedThisTurn: boolean;
  chartedSinceDown: number;
}
export interface Continuum {
  type: "module-alpha.continuum";
  flashPending: number;
  endTurnAfterFlash: boolean;
  active: Directive[];
  temporalInversion: boolean;
  immunityArmed: boolean;
  skipping: number;
  lastAtHelm: number;
  peekers: number;
  peek: Coordinate[];
  wagerSeat: number;
  wagered: Coordinate[];
}
export interface HazardMarker {
  type: "module-delta.hazard-marker";
  holder: number;
  passes: number[];
  skipping: number;
  lastAtHelm: number;
}
export interface RequisitionPacks {
  type: "module-epsilon.packs";
  packs: Coordinate[][];
  packSizes: number[];
  selected: number;
}
export interface Ledger {
  type: "module-eta.ledger";
  debt: number[];
  beaconLock: number[];
}
export interface ModuleGammaGrid {
  type: "module-gamma.grid";
  coordinates: Coordinate[];
}
export interface ModuleIotaOwed {
  type: "module-iota.owed";
  draws: number;
  charter: number;
}
export interface HandExchangeExchange {
  type: "module-kappa.exchange";
  spent: boolean;
  giver: number;
  taker: number;
  returnTo: number;
  endsTurn: boolean;
  waiting: boolean;
}
export interface ModuleThetaMomentum {
  type: "module-theta.momentum";
  claimed: boolean;
  owedTo: number;
  extraTurnFor: number;
}
export interface SquadronMomentum {
  type: "module-zeta.momentum";
  captains: number[];
  turnsAway: number[];
}
export interface StarterPlaysTwoOpeningTurn {
  type: "starter-plays-two.opening-turn";
  opening: boolean;
  charted: number;
}
