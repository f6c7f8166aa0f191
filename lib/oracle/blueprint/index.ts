import { PLANET_NAMES, type PlanetName } from "../astro/types";
import { type SignName, degreeInSign, signOf } from "../astro/zodiac";
import { type BirthPlace, type NatalChart, castNatalChart } from "../natal";
import { type NumerologyProfile, numerologyProfile } from "../numerology";
import { balanceOf } from "../synastry";
import { ASTRA_CLOSINGS, ASTRA_ELEMENT, ASTRA_MOON, ASTRA_RISING, ASTRA_SUN, NUMA_EXPRESSION, NUMA_LIFE_PATH, pick } from "../voices";

export interface BlueprintPerson {
  /** Full birth name (numerology reads every letter). */
  name: string;
  /** Local birth date, yyyy-mm-dd. */
  dob: string;
  /** Local birth time, HH:mm, when known. */
  tob?: string | null;
  /** A place from the atlas (resolvePlace), or coordinates with a zone. */
  place: BirthPlace;
  /** For a birth time the clocks repeated: which pass. Default "earlier". */
  disambiguation?: "earlier" | "later";
}

export interface BlueprintOptions {
  /** The date the personal year is for; default now. */
  on?: Date;
  houseSystem?: NatalChart["receipt"]["houseSystemRequested"];
}

export type PositionName = PlanetName | "North Node" | "Ascendant" | "Midheaven";

export interface Position {
  planet: PositionName;
  sign: SignName;
  /** Degree within the sign, truncated to 2 decimals so it never reads 30.00. */
  degrees: number;
}

export interface ReportData {
  summary: string;
  personA: {
    name: string;
    positions: Position[];
    numerology: {
      lifePathNumber: number;
      /** Null when the name has no letters to count; `omission` says why. */
      expression: number | null;
      /** Null when the name has no vowels. */
      soulUrge: number | null;
      /** Null when the name has no consonants. */
      personality: number | null;
      birthday: number;
      /** Why a name number is left out, one sentence (also in the summary); null when none is. */
      omission: string | null;
    };
  };
}

export interface Blueprint {
  reportData: ReportData;
  natal: NatalChart;
  numerology: NumerologyProfile;
}

function truncate2(x: number): number {
  return Math.floor(x * 100 + 1e-9) / 100;
}

function position(planet: PositionName, longitude: number): Position {
  return { planet, sign: signOf(longitude), degrees: truncate2(degreeInSign(longitude)) };
}

function positionsOf(natal: NatalChart): Position[] {
  const { chart } = natal;
  const out = PLANET_NAMES.map((name) => position(name, chart.bodies[name].longitude));
  out.push(position("North Node", chart.bodies.TrueNode.longitude));
  if (chart.ascendant !== null) out.push(position("Ascendant", chart.ascendant));
  if (chart.midheaven !== null) out.push(position("Midheaven", chart.midheaven));
  return out;
}

/** A few sentences from the data: Astra on the sky, then Numa on the numbers. */
function writeSummary(name: string, natal: NatalChart, numbers: NumerologyProfile): string {
  const { chart, moonRange } = natal;
  const sun = chart.bodies.Sun.sign;
  const moon = chart.bodies.Moon.sign;
  const firstName = name.trim().split(/\s+/)[0] ?? name;

  let sky: string;
  if (chart.ascendant !== null) {
    const rising = signOf(chart.ascendant);
    sky = `${firstName}, the Sun was in ${sun} when you arrived, ${ASTRA_SUN[sun]}. The Moon in ${moon} ${ASTRA_MOON[moon]}, and ${rising} rising ${ASTRA_RISING[rising]}.`;
  } else if (moonRange?.changesSign) {
    const [m1, m2] = moonRange.signs as [SignName, SignName];
    sky = `${firstName}, the Sun was in ${sun} when you arrived, ${ASTRA_SUN[sun]}. That day the Moon crossed from ${m1} into ${m2}; the hour of your birth would tell which of the two colours your feelings.`;
  } else {
    sky = `${firstName}, the Sun was in ${sun} when you arrived, ${ASTRA_SUN[sun]}. The Moon in ${moon} ${ASTRA_MOON[moon]}.`;
  }
  const element = ASTRA_ELEMENT[balanceOf(chart).dominantElement];
  const lp = numbers.lifePath.value;
  const ex = numbers.expression?.value;
  const numa =
    ex === undefined
      ? `Numa adds that your life path is ${lp}, ${NUMA_LIFE_PATH[lp]}.`
      : `Numa adds that your life path is ${lp}, ${NUMA_LIFE_PATH[lp]}, and your expression is ${ex}, ${NUMA_EXPRESSION[ex]}.`;
  const omission = numbers.omission ? ` ${numbers.omission}` : "";
  const closing = pick(ASTRA_CLOSINGS, `${name}|${chart.utc.toISOString()}`);
  return `${sky} ${element} ${numa}${omission} ${closing}`;
}

/**
 * The blueprint: natal chart (with its receipt), numerology and a summary, in the report shape the
 * app stores. The caller resolves the birthplace first (places/resolve.ts), once, and decides
 * what an unknown place means for it.
 */
export function buildBlueprint(person: BlueprintPerson, options: BlueprintOptions = {}): Blueprint {
  const natal = castNatalChart({ date: person.dob, time: person.tob ?? null, place: person.place, houseSystem: options.houseSystem, disambiguation: person.disambiguation });
  const numbers = numerologyProfile({ name: person.name, dob: person.dob, on: options.on });
  return {
    reportData: {
      summary: writeSummary(person.name, natal, numbers),
      personA: {
        name: person.name,
        positions: positionsOf(natal),
        numerology: {
          lifePathNumber: numbers.lifePath.value,
          expression: numbers.expression?.value ?? null,
          soulUrge: numbers.soulUrge?.value ?? null,
          personality: numbers.personality?.value ?? null,
          birthday: numbers.birthday.value,
          omission: numbers.omission,
        },
      },
    },
    natal,
    numerology: numbers,
  };
}
