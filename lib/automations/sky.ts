import { castChart } from "@/lib/oracle/astro";
import type { AspectName, PlanetName } from "@/lib/oracle/astro/types";
import { PLANET_NAMES } from "@/lib/oracle/astro/types";
import { formatDegreeMinutes, type SignName } from "@/lib/oracle/astro/zodiac";
import { castNatalChart } from "@/lib/oracle/natal";
import { localTimeToUtc, parseDate } from "@/lib/oracle/places";
import { addLocalDays } from "@/lib/time-zones";

export type MoonPhaseName =
  | "New Moon"
  | "Waxing Crescent"
  | "First Quarter"
  | "Waxing Gibbous"
  | "Full Moon"
  | "Waning Gibbous"
  | "Last Quarter"
  | "Waning Crescent";

export interface DaySky {
  localDate: string;
  timezone: string;
  sunSign: SignName;
  moon: {
    sign: SignName;
    degree: string;
    phase: MoonPhaseName;
    /** 0–100, at local noon. */
    illumination: number;
    waxing: boolean;
    /** The sign she starts the local day in (differs from `sign` when she changes sign before noon). */
    startSign: SignName;
    /** When the Moon changes sign during the local day. */
    ingress: { sign: SignName; localTime: string } | null;
  };
  /** Planets (not the Moon) entering a new sign during the local day. */
  ingresses: { body: PlanetName; from: SignName; to: SignName }[];
  /** Planets turning retrograde or direct during the local day. */
  stations: { body: PlanetName; direction: "retrograde" | "direct" }[];
  /** Aspects between planets within 1.5° at local noon, tightest first. */
  aspects: { a: PlanetName; b: PlanetName; type: AspectName; orb: number; applying: boolean }[];
  retrograde: PlanetName[];
}

const PHASES: MoonPhaseName[] = ["New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous", "Full Moon", "Waning Gibbous", "Last Quarter", "Waning Crescent"];

function instant(localDate: string, hour: number, timezone: string): Date {
  return localTimeToUtc({ ...parseDate(localDate), hour, minute: 0 }, { timezone, longitude: 0 }).utc;
}

/**
 * The real sky over one local day, from the oracle's ephemeris: charts at local midnight, noon
 * and the next midnight (geocentric, no houses), and the Moon's range for the day from the natal
 * module, which times its sign change to the minute.
 */
export function skyForLocalDay(localDate: string, timezone: string): DaySky {
  const chartAt = (utc: Date) => castChart({ utc, latitude: 0, longitude: 0 }, false);
  const start = chartAt(instant(localDate, 0, timezone));
  const noon = chartAt(instant(localDate, 12, timezone));
  const end = chartAt(instant(addLocalDays(localDate, 1), 0, timezone));
  const day = castNatalChart({ date: localDate, time: null, place: { name: timezone, latitude: 0, longitude: 0, timezone } });

  const elongation = (((noon.bodies.Moon.longitude - noon.bodies.Sun.longitude) % 360) + 360) % 360;
  const phase = PHASES[Math.floor(((elongation + 22.5) % 360) / 45)] as MoonPhaseName;
  const planets = PLANET_NAMES.filter((p) => p !== "Moon");
  return {
    localDate,
    timezone,
    sunSign: noon.bodies.Sun.sign,
    moon: {
      sign: noon.bodies.Moon.sign,
      degree: formatDegreeMinutes(noon.bodies.Moon.degreeInSign),
      phase,
      illumination: Math.round(((1 - Math.cos((elongation * Math.PI) / 180)) / 2) * 100),
      waxing: elongation < 180,
      startSign: start.bodies.Moon.sign,
      ingress: day.moonRange?.ingress ? { sign: day.moonRange.ingress.sign, localTime: day.moonRange.ingress.localTime } : null,
    },
    ingresses: planets.filter((p) => start.bodies[p].sign !== end.bodies[p].sign).map((p) => ({ body: p, from: start.bodies[p].sign, to: end.bodies[p].sign })),
    stations: planets
      .filter((p) => Math.sign(start.bodies[p].speed) !== Math.sign(end.bodies[p].speed))
      .map((p) => ({ body: p, direction: end.bodies[p].speed < 0 ? ("retrograde" as const) : ("direct" as const) })),
    aspects: noon.aspects
      .filter((a): a is typeof a & { a: PlanetName; b: PlanetName } => (PLANET_NAMES as readonly string[]).includes(a.a) && (PLANET_NAMES as readonly string[]).includes(a.b))
      .filter((a) => a.orb <= 1.5)
      .sort((x, y) => x.orb - y.orb)
      .slice(0, 4)
      .map((a) => ({ a: a.a, b: a.b, type: a.type, orb: Math.round(a.orb * 10) / 10, applying: a.applying })),
    retrograde: planets.filter((p) => noon.bodies[p].retrograde),
  };
}
