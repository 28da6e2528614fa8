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
