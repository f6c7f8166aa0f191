import "server-only";

import { ApiError } from "@/lib/api/errors";
import { signOf } from "@/lib/oracle/astro";
import { castNatalChart, type BirthPlace } from "@/lib/oracle/natal";
import { lifePath, meaningOf } from "@/lib/oracle/numerology";
import { resolvePlace } from "@/lib/oracle/places";
import { unknownPlaceMessage } from "@/lib/places/check-birthplace";
import { hitRateLimit } from "@/lib/security/rate-limit";
import type { FreeReadingData } from "@/lib/validations/free-reading";

import type { FreeReading } from "./types";
import { lifePathWords, moonRangeWords, moonWords, risingWords, sunWords } from "./words";

export const FREE_READING_LIMIT = { perWindow: 30, windowMs: 10 * 60 * 1000 };

/** Without a birthplace the sky is cast from Greenwich (UTC): signs can differ only on a day the Sun or Moon changes sign. */
const GREENWICH: BirthPlace = { name: "Greenwich", latitude: 51.4769, longitude: 0, timezone: "UTC" };

/**
 * The instant free reading for signed-out visitors (issue 15): Sun, Moon (or its possible signs
 * without a time), rising (with a time and a place) and Life Path, each in two sentences. Limited
 * per client address; nothing is stored.
 */
export async function freeReading(input: FreeReadingData, clientAddress: string): Promise<FreeReading> {
  const limit = await hitRateLimit(`free-reading:ip:${clientAddress}`, FREE_READING_LIMIT.perWindow, FREE_READING_LIMIT.windowMs);
  if (!limit.allowed) throw new ApiError(429, "You've asked the sky many times in a few minutes. Please take a breath and try again shortly.");

  const notes: string[] = [];
  let place: BirthPlace = GREENWICH;
  let placeLabel: string | null = null;
  if (input.pob) {
    const resolution = resolvePlace(input.pob, { id: input.placeId });
    if (resolution.status === "not-found") {
      const message = unknownPlaceMessage(resolution.suggestions);
      throw new ApiError(400, message, { pob: [message] });
    }
    place = resolution.place;
    placeLabel = resolution.place.label;
  } else {
    notes.push("Without a birthplace there is no rising sign, and the sky is read from Greenwich time.");
  }

  // A time means little without the place whose clock it was read on: it is used only with one.
  const time = input.tob && input.pob ? input.tob : null;
  if (input.tob && !input.pob) notes.push("Add your birthplace to use your birth time: the hour depends on the local clock.");
  if (!input.tob) notes.push("Without a birth time there is no rising sign, and the Moon is given for the whole day.");

  const natal = castNatalChart({ date: input.dob, time, place, disambiguation: input.disambiguation });
  if (natal.receipt.localTimeStatus === "repeated") {
    notes.push(`The clocks went back that night, so ${time} came round twice: this reading uses the ${natal.receipt.disambiguation === "later" ? "later" : "earlier"} pass (UTC${natal.receipt.offset}).`);
  }
  const sunSign = natal.chart.bodies.Sun.sign;
  const moon: FreeReading["moon"] =
    natal.moonRange === null
      ? { signs: [natal.chart.bodies.Moon.sign], words: moonWords(natal.chart.bodies.Moon.sign), certain: true }
      : {
          signs: natal.moonRange.signs,
          words: moonRangeWords(natal.moonRange.signs, natal.moonRange.ingress?.localTime ?? null),
          certain: !natal.moonRange.changesSign,
        };
  const ascendant = natal.chart.ascendant;
  const risingSign = time && ascendant !== null ? signOf(ascendant) : null;
  const number = lifePath(input.dob);

  return {
    sun: { signs: [sunSign], words: sunWords(sunSign) },
    moon,
    rising: risingSign ? { signs: [risingSign], words: risingWords(risingSign) } : null,
    lifePath: { value: number.value, title: meaningOf(number.value).title, words: lifePathWords(number.value, number.working) },
    place: placeLabel,
    notes,
  };
}
