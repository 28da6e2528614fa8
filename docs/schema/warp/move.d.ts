// TypeScript declarations of docs/schema/warp/move.schema.json, made from it by json-schema-to-typescript:
// edit the schema, then run (cd warp-server/src/main/typescript && npm ci --ignore-scripts && npm run declarations).

/**
 * Warp move
 */
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
