export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;

/** Any angle in degrees into [0, 360). */
export function normalizeDegrees(deg: number): number {
  const r = deg % 360;
  // `r + 0` turns -0 into 0 so results compare cleanly.
  return r < 0 ? r + 360 : r + 0;
}

/** Shortest signed difference a − b in degrees, in (−180, 180]. */
export function signedDelta(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}

/** Unsigned angular separation of two longitudes, in [0, 180]. */
export function separation(a: number, b: number): number {
  return Math.abs(signedDelta(a, b));
}

/** Length of the arc that runs forward (zodiacal order) from `from` to `to`, in [0, 360). */
export function forwardArc(from: number, to: number): number {
  return normalizeDegrees(to - from);
}
