// TypeScript declarations of docs/schema/warp/view.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type WarpFactor = "WARP_9" | "WARP_12" | "WARP_15" | "WARP_18";
export type Objective = "POINTS_CAMPAIGN" | "GO_OUT";
export type GoOutStructureKind = "SUDDEN_DEATH" | "FIXED_ROUNDS" | "FIRST_TO";
export type GoOutStructureOvertime = "FORCED" | "OFFERED";
export type Phase = "PLAYING" | "OVERTIME_VOTE" | "OVER";
export type Coordinate = string;
export type Route = string;
export type WarpMove =
  | WarpMoveDeployBeacon
  | WarpMoveOvertimeVote
  | WarpMoveChart
  | WarpMovePass
  | WarpMoveDraw
  | DropToImpulseAnnounce
  | DropToImpulseCatch
  | DropToImpulsePassUnannounced
  | ManualShieldsCloseShields
  | ManualShieldsOpenShields
  | ContinuumMoveChooseDirective
  | ContinuumMoveForceDraw
  | ContinuumMoveKeepWager
  | ModuleDeltaEngageWarpDrive
  | ModuleEpsilonSelect
  | DesperationDig
  | ModuleGammaSensorSweep
  | HandExchangeGiveBack
  | PassRedAlertPass;
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

/**
 * Warp seat view
 */
export interface WarpView {
  seat: number;
  config: WarpConfig;
  phase: Phase;
  round: number;
  spacedock: Coordinate;
  toAct: number;
  hand: Coordinate[];
  handCounts: number[];
  unchartedCount: number;
  trails: TrailView[];
  neutralZone: TrailView;
  redAlert: RedAlert | null;
  drewThisTurn: boolean;
  firstTurnsPending: number[];
  campaignScores: number[];
  roundWins: number[];
  history: RoundResult[];
  legalMoves: WarpMove[];
  pluginStates: {
    [k: string]: PluginState;
  };
  revealedHands: Coordinate[][];
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
export interface TrailView {
  route: Route;
  coordinates: Coordinate[];
  branches: Coordinate[];
  openEnd: number;
  beaconUp: boolean;
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
export interface WarpMoveDeployBeacon {
  type: "deploy-beacon";
}
export interface WarpMoveOvertimeVote {
  type: "overtime-vote";
  accept: boolean;
}
export interface WarpMoveChart {
  type: "chart";
  coordinate: Coordinate;
  route: Route;
}
export interface WarpMovePass {
  type: "pass";
}
export interface WarpMoveDraw {
  type: "draw";
}
export interface DropToImpulseAnnounce {
  type: "drop-to-impulse.announce";
}
export interface DropToImpulseCatch {
  type: "drop-to-impulse.catch";
}
export interface DropToImpulsePassUnannounced {
  type: "drop-to-impulse.pass-unannounced";
}
export interface ManualShieldsCloseShields {
  type: "manual-shields.close";
}
export interface ManualShieldsOpenShields {
  type: "manual-shields.open";
}
export interface ContinuumMoveChooseDirective {
  type: "module-alpha.choose-directive";
  directive: Directive;
}
export interface ContinuumMoveForceDraw {
  type: "module-alpha.force-draw";
  target: number;
}
export interface ContinuumMoveKeepWager {
  type: "module-alpha.keep-wager";
  pick: number;
}
export interface ModuleDeltaEngageWarpDrive {
  type: "module-delta.engage-warp-drive";
  route: Route;
}
export interface ModuleEpsilonSelect {
  type: "module-epsilon.select";
  coordinate: Coordinate;
}
export interface DesperationDig {
  type: "module-eta.dig";
}
export interface ModuleGammaSensorSweep {
  type: "module-gamma.sweep";
  coordinate: Coordinate;
}
export interface HandExchangeGiveBack {
  type: "module-kappa.give-back";
  coordinate: Coordinate;
}
export interface PassRedAlertPass {
  type: "pass-red-alert.pass";
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
