// TypeScript declarations of docs/schema/warp/events.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

export type WarpEvent =
  | WarpEventCharted
  | WarpEventOvertimeVoted
  | WarpEventRoundStarted
  | WarpEventBeaconDeployed
  | WarpEventHandDealt
  | WarpEventAlertOpened
  | WarpEventShieldsUp
  | WarpEventDeadDouble
  | WarpEventDoubleSatisfied
  | WarpEventDrawn
  | WarpEventOvertimeOffered
  | WarpEventSectorEnded
  | WarpEventRoundEnded
  | WarpEventRedAlertPassed
  | WarpEventHelmPassed
  | WarpEventPassed
  | AllStopAnnounced
  | DropToImpulseAnnounced
  | DropToImpulseCatchWindowClosed
  | DropToImpulseCatchWindowOpened
  | DropToImpulseCaught
  | DropToImpulseReturnedToWarp
  | ContinuumEventDirectiveChosen
  | ContinuumEventFlashOpened
  | ContinuumEventForcedDraw
  | ContinuumEventFractureImmunitySpent
  | ContinuumEventSkipsDue
  | ContinuumEventTemporalInversionEnded
  | ContinuumEventTurnSkipped
  | ContinuumEventWagerDrawn
  | ContinuumEventWagerSettled
  | ModuleBetaSalamanderSurge
  | HazardEventCustodyTaken
  | HazardEventPassPenalised
  | HazardEventSkipDue
  | HazardEventTurnSkipped
  | HazardEventWarpDriveEngaged
  | DraftEventDraftClosed
  | DraftEventDraftOpened
  | DraftEventPackReceived
  | DraftEventPacksPassed
  | DraftEventSelected
  | ModuleEtaDebtIncurred
  | ModuleEtaDigEnded
  | ModuleGammaGridDealt
  | ModuleGammaTakenForForcedDraw
  | ModuleGammaReplenished
  | ModuleGammaSwept
  | ModuleIotaDoubleDown
  | HandExchangeGivenBack
  | HandExchangeSkipped
  | HandExchangeTaken
  | ModuleLambdaWormholeOpened
  | ModuleThetaExtraTurn
  | ModuleThetaMomentumEarned
  | SquadronEventShieldsHeld
  | PassRedAlertPassed
  | FractureEventOpened
  | FractureEventStabilized
  | FractureEventStabilizerBranched;
export type Coordinate = string;
export type Route = string;
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
 * Warp events
 */
export type WarpEvents = WarpEvent[];

export interface WarpEventCharted {
  type: "charted";
  seat: number;
  coordinate: Coordinate;
  route: Route;
  openEnd: number;
}
export interface WarpEventOvertimeVoted {
  type: "overtime-voted";
  seat: number;
  accept: boolean;
}
export interface WarpEventRoundStarted {
  type: "round-started";
  round: number;
  spacedock: Coordinate;
  starter: number;
  handSize: number;
  uncharted: number;
  redeal: boolean;
}
export interface WarpEventBeaconDeployed {
  type: "beacon-deployed";
  seat: number;
}
export interface WarpEventHandDealt {
  type: "hand-dealt";
  seat: number;
  count: number;
  coordinates: Coordinate[] | null;
}
export interface WarpEventAlertOpened {
  type: "alert-opened";
  seat: number;
  doubleCharted: Coordinate;
  route: Route;
  required: number;
}
export interface WarpEventShieldsUp {
  type: "shields-up";
  seat: number;
}
export interface WarpEventDeadDouble {
  type: "dead-double";
  doubleCharted: Coordinate;
  route: Route;
}
export interface WarpEventDoubleSatisfied {
  type: "double-satisfied";
  seat: number;
  doubleCharted: Coordinate;
  route: Route;
}
export interface WarpEventDrawn {
  type: "drawn";
  seat: number;
  coordinate: Coordinate | null;
}
export interface WarpEventOvertimeOffered {
  type: "overtime-offered";
  tiedSeats: number[];
}
export interface WarpEventSectorEnded {
  type: "sector-ended";
  winners: number[];
  places: number[];
  scores: number[];
}
export interface WarpEventRoundEnded {
  type: "round-ended";
  round: number;
  winner: number | null;
  blocked: boolean;
  hands: Coordinate[][];
  roundScores: number[];
  totals: number[];
}
export interface WarpEventRedAlertPassed {
  type: "red-alert";
  from: number;
  to: number;
  doubleCharted: Coordinate;
}
export interface WarpEventHelmPassed {
  type: "helm-passed";
  seat: number;
}
export interface WarpEventPassed {
  type: "passed";
  seat: number;
}
export interface AllStopAnnounced {
  type: "all-stop.announced";
  seat: number;
  echo: boolean;
}
export interface DropToImpulseAnnounced {
  type: "drop-to-impulse.announced";
  seat: number;
}
export interface DropToImpulseCatchWindowClosed {
  type: "drop-to-impulse.catch-window-closed";
  seat: number;
}
export interface DropToImpulseCatchWindowOpened {
  type: "drop-to-impulse.catch-window-opened";
  seat: number;
}
export interface DropToImpulseCaught {
  type: "drop-to-impulse.caught";
  by: number;
  seat: number;
  drawn: number;
}
export interface DropToImpulseReturnedToWarp {
  type: "drop-to-impulse.returned-to-warp";
  seat: number;
}
export interface ContinuumEventDirectiveChosen {
  type: "module-alpha.directive-chosen";
  seat: number;
  directive: Directive;
}
export interface ContinuumEventFlashOpened {
  type: "module-alpha.flash-opened";
  seat: number;
}
export interface ContinuumEventForcedDraw {
  type: "module-alpha.forced-draw";
  invoker: number;
  target: number;
  drew: boolean;
}
export interface ContinuumEventFractureImmunitySpent {
  type: "module-alpha.fracture-immunity-spent";
  seat: number;
  doubleCharted: Coordinate;
}
export interface ContinuumEventSkipsDue {
  type: "module-alpha.skips-due";
  seats: number[];
}
export interface ContinuumEventTemporalInversionEnded {
  type: "module-alpha.temporal-inversion-ended";
  doubleCharted: Coordinate;
}
export interface ContinuumEventTurnSkipped {
  type: "module-alpha.turn-skipped";
  seat: number;
}
export interface ContinuumEventWagerDrawn {
  type: "module-alpha.wager-drawn";
  seat: number;
  drawn: number;
}
export interface ContinuumEventWagerSettled {
  type: "module-alpha.wager-settled";
  seat: number;
}
export interface ModuleBetaSalamanderSurge {
  type: "module-beta.salamander-surge";
  surger: number;
  salamander: Coordinate;
  drew: number[];
  cancelled: number[];
}
export interface HazardEventCustodyTaken {
  type: "module-delta.custody-taken";
  seat: number;
}
export interface HazardEventPassPenalised {
  type: "module-delta.pass-penalised";
  seat: number;
  passes: number;
}
export interface HazardEventSkipDue {
  type: "module-delta.skip-due";
  seat: number;
}
export interface HazardEventTurnSkipped {
  type: "module-delta.turn-skipped";
  seat: number;
}
export interface HazardEventWarpDriveEngaged {
  type: "module-delta.warp-drive-engaged";
  seat: number;
  route: Route;
  charted: number;
  keptInHand: number;
  doubleRetrieved: boolean;
}
export interface DraftEventDraftClosed {
  type: "module-epsilon.draft-closed";
  starter: number;
}
export interface DraftEventDraftOpened {
  type: "module-epsilon.draft-opened";
  packSize: number;
}
export interface DraftEventPackReceived {
  type: "module-epsilon.pack-received";
  seat: number;
  count: number;
  coordinates: Coordinate[] | null;
}
export interface DraftEventPacksPassed {
  type: "module-epsilon.packs-passed";
  remaining: number;
}
export interface DraftEventSelected {
  type: "module-epsilon.selected";
  seat: number;
  coordinate: Coordinate | null;
}
export interface ModuleEtaDebtIncurred {
  type: "module-eta.debt";
  seat: number;
  tokens: number;
}
export interface ModuleEtaDigEnded {
  type: "module-eta.dig-ended";
  seat: number;
  drawn: number;
  struck: boolean;
}
export interface ModuleGammaGridDealt {
  type: "module-gamma.dealt";
  grid: Coordinate[];
}
export interface ModuleGammaTakenForForcedDraw {
  type: "module-gamma.forced-take";
  seat: number;
  coordinate: Coordinate;
}
export interface ModuleGammaReplenished {
  type: "module-gamma.replenished";
  coordinate: Coordinate;
}
export interface ModuleGammaSwept {
  type: "module-gamma.swept";
  seat: number;
  coordinate: Coordinate;
}
export interface ModuleIotaDoubleDown {
  type: "module-iota.double-down";
  charter: number;
  seat: number;
  drew: number;
  cancelled: number;
}
export interface HandExchangeGivenBack {
  type: "module-kappa.given-back";
  giver: number;
  taker: number;
  coordinate: Coordinate | null;
}
export interface HandExchangeSkipped {
  type: "module-kappa.skipped";
  most: number[];
  fewest: number[];
}
export interface HandExchangeTaken {
  type: "module-kappa.taken";
  giver: number;
  taker: number;
  coordinate: Coordinate | null;
}
export interface ModuleLambdaWormholeOpened {
  type: "module-lambda.wormhole-opened";
  seat: number;
  doubleCharted: Coordinate;
  beaconDestroyed: boolean;
}
export interface ModuleThetaExtraTurn {
  type: "module-theta.extra-turn";
  seat: number;
}
export interface ModuleThetaMomentumEarned {
  type: "module-theta.momentum-earned";
  seat: number;
  trailLength: number;
}
export interface SquadronEventShieldsHeld {
  type: "module-zeta.shields-held";
  seat: number;
  keptBy: number[];
}
export interface PassRedAlertPassed {
  type: "pass-red-alert.passed";
  seat: number;
  doubleCharted: Coordinate;
}
export interface FractureEventOpened {
  type: "subspace-fracture.opened";
  seat: number;
  doubleCharted: Coordinate;
  route: Route;
}
export interface FractureEventStabilized {
  type: "subspace-fracture.stabilized";
  seat: number;
  centreFoot: Coordinate;
  route: Route;
}
export interface FractureEventStabilizerBranched {
  type: "subspace-fracture.stabilizer-branched";
  seat: number;
  stabilizer: Coordinate;
  route: Route;
  number: number;
}
