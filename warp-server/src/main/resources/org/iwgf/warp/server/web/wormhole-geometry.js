// The battle game's geometry as the board needs it: compass headings (0 faces up the mat from the first seat's
// side, clockwise), inches, and where a vessel's move starts.

/**
 * Where a vessel's move starts: its place, or for a squadron docked in a carrier the carrier's docking bay (in
 * contact with the carrier's bow, facing the carrier's heading); null for a vessel off the mat.
 */
export function startOf(c, x) {
  if (x.position) return {position: x.position, heading: x.heading};
  const carrier = x.dockedIn && c.vessels.get(x.dockedIn);
  if (!carrier || !carrier.position) return null;
  const reach = c.classOf(carrier).baseRadius + c.classOf(x).baseRadius;
  return {position: travel(carrier.position, carrier.heading, reach), heading: carrier.heading};
}

/** The point distance inches from p along a compass heading. */
export function travel(p, heading, distance) {
  const r = heading * Math.PI / 180;
  return {x: p.x + Math.sin(r) * distance, y: p.y + Math.cos(r) * distance};
}

/** Inches between two points, centre to centre. */
export function distance(a, b) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

// ---------------------------------------------------------------------------------------------------------
// Reading the server's move menu (its moveMenu, docs/schema/wormhole/menu.schema.json): whether a move built
// from one of its parts is open, as the menu describes it. The server checks every move it is sent all the same.

/** The rules' tolerance, in inches and degrees. */
const TOLERANCE = 1e-9;

/** Whether two circles overlap by more than the rules' tolerance (touching bases do not). */
export function overlaps(a, ar, b, br) {
  return distance(a, b) < ar + br - TOLERANCE;
}

/** The first of the bases (other than the one named except) a base of radius r at p overlaps, or null. */
export function blockedBy(p, r, bases, except = null) {
  return bases.find(b => b.id !== except && overlaps(p, r, b.center, b.radius)) || null;
}

/** Whether p lies in the area, its edges included. */
export function inArea(area, p) {
  return p.x >= area.fromX && p.x <= area.toX && p.y >= area.fromY && p.y <= area.toY;
}

/** Why the vessel to deploy may not go at p (a sentence), or '' when it may. */
export function placementProblem(placement, p) {
  const a = placement.area;
  const inside = p.x >= a.fromX - TOLERANCE && p.x <= a.toX + TOLERANCE && p.y >= a.fromY - TOLERANCE
      && p.y <= a.toY + TOLERANCE;
  if (!inside || (placement.near && distance(p, placement.near) > placement.within + TOLERANCE)) {
    return 'its base must lie wholly inside your deployment zone';
  }
  const on = blockedBy(p, placement.radius, placement.obstacles);
  return on ? 'it would be placed on ' + on.id : '';
}

/** Where a move of the helm's vessel ends: turned by turn degrees, then distance inches ahead. */
export function moveEnd(helm, turn, inches) {
  return travel(helm.from, helm.heading + turn, inches);
}

/** Why the helm's move (docking in dock, if given) is not open (a sentence), or '' when it is. */
export function moveProblem(helm, turn, inches, dock = null) {
  if (!(Math.abs(turn) <= helm.turnArc + TOLERANCE)) return 'it turns at most ' + helm.turnArc + '° either way';
  if (helm.straight && turn !== 0) return 'under Afterburner the first move goes straight ahead';
  if (!(inches >= 0 && inches <= helm.reach + TOLERANCE)) return 'it moves 0 to ' + helm.reach + '"';
  const end = moveEnd(helm, turn, inches);
  const stays = inches === 0;
  if (!stays && !inArea(helm.area, end)) return 'it would leave the mat (or its sector)';
  const on = stays ? null : blockedBy(end, helm.radius, helm.obstacles, dock);
  if (on) return 'it would end on ' + on.id + '\u2019s base';
  if (dock) {
    const d = helm.docks.find(x => x.base.id === dock);
    if (!d) return dock + ' cannot take it';
    if (distance(end, d.base.center) - helm.radius - d.base.radius > d.reach + TOLERANCE) {
      return 'it would not end in contact with ' + dock;
    }
  }
  return '';
}

/** The move that turns the helm's vessel toward a dock and closes to contact with it. */
export function dockingMove(helm, dock) {
  const at = dock.base.center;
  const bearing = Math.atan2(at.x - helm.from.x, at.y - helm.from.y) * 180 / Math.PI;
  const turn = helm.straight ? 0 : ((bearing - helm.heading) % 360 + 540) % 360 - 180;
  const close = Math.max(0, distance(helm.from, at) - dock.base.radius - helm.radius);
  return {type: 'maneuver', vessel: helm.vessel, turn, distance: close, dock: dock.base.id};
}

/** Whether leaving a journey's exit at heading puts the vessel (of radius r) on the mat and clear of bases. */
export function exitOpen(journey, r, heading) {
  const spot = travel(journey.exitCenter, heading, journey.distance);
  return Number.isFinite(heading) && inArea(journey.area, spot) && !blockedBy(spot, r, journey.obstacles);
}
