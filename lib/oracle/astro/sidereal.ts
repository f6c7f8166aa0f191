import { type AstroTime, e_tilt, SiderealTime } from "astronomy-engine";

import { normalizeDegrees } from "./math";

/** Swiss Ephemeris switches to its long-term sidereal time model outside 1850–2050 (JD UT). */
const LONG_TERM_FROM = 2469807.5; // 2050-01-01
const LONG_TERM_BEFORE = 2396758.5; // 1850-01-01
/** Its offsets keeping the long-term model continuous with the IERS one at 1850 and 2050, degrees. */
const LONG_TERM_OFFSET_1850 = 0.000378172;
const LONG_TERM_OFFSET_2050 = 0.001385646;
/** Light time Sun–Earth, days (AU / c). */
const LIGHT_TIME_DAYS = 149597870.7 / 299792.458 / 86400;

/**
 * Greenwich apparent sidereal time in degrees. Within 1850–2050 the IAU/IERS expression
 * (astronomy-engine); outside it Swiss Ephemeris's long-term model (swephlib.c,
 * `sidtime_long_term`): the mean longitude of the Earth (Simon et al. 1994) less the Sun's light
 * time, precessed to the mean equinox of date (IAU 2006 general precession in longitude, within a
 * milliarcsecond of Vondrák 2011 here), plus the equation of the equinoxes and the hour angle, less
 * the constant that joins it to the IERS model.
 */
export function apparentSiderealDegrees(time: AstroTime): number {
  const jdUt = 2451545 + time.ut;
  if (jdUt > LONG_TERM_BEFORE && jdUt < LONG_TERM_FROM) return SiderealTime(time) * 15;
  const t = time.tt / 365250; // Julian millennia TT from J2000
  const T = t * 10; // Julian centuries
  let lon = 100.46645683 + (1295977422.83429 * t - 2.04411 * t * t - 0.00523 * t * t * t) / 3600;
  lon -= (LIGHT_TIME_DAYS * 360) / 365.2425;
  const pA = (5028.796195 * T + 1.1054348 * T * T + 0.00007964 * T ** 3 - 0.000023857 * T ** 4) / 3600;
  const tilt = e_tilt(time);
  const equationOfEquinoxes = (tilt.dpsi / 3600) * Math.cos((tilt.tobl * Math.PI) / 180);
  const hour = (((jdUt - 0.5) % 1) + 1) % 1;
  const offset = jdUt <= LONG_TERM_BEFORE ? LONG_TERM_OFFSET_1850 : LONG_TERM_OFFSET_2050;
  return normalizeDegrees(lon + pA + equationOfEquinoxes + hour * 360 - offset);
}
