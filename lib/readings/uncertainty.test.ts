import { describe, expect, it } from "vitest";

import { castNatalChart } from "@/lib/oracle/natal";
import { resolvePlace } from "@/lib/oracle/places";
import { composeOffline, userPrompt } from "@/lib/oracle/writer";
import { classifyQuestion } from "@/lib/oracle/care";
import { matchReport } from "@/lib/products/match-report";

/** A London birth date on which the Moon changed sign (so an unknown hour leaves two Moon signs). */
function moonChangeDate(): { date: string; signs: string[] } {
  const london = resolvePlace("London, United Kingdom");
  if (london.status !== "found") throw new Error("atlas");
  for (let d = 1; d <= 31; d++) {
    const date = `1991-03-${String(d).padStart(2, "0")}`;
    const natal = castNatalChart({ date, place: london.place });
    if (natal.moonRange?.changesSign) return { date, signs: natal.moonRange.signs };
  }
  throw new Error("no sign change in March 1991");
}

describe("an unknown birth time is carried into every letter and prompt", () => {
  const { date, signs } = moonChangeDate();
  const meta = {
    v: 1,
    person1: { name: "Ada Lovelace", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" },
    // The partner's time is unknown.
    person2: { name: "Sam Rivera", dob: date, tob: "", pob: "London, United Kingdom" },
  };
  const paidAt = new Date("2026-05-10T09:00:00Z");
  const prepared = matchReport.prepare({ orderId: "order-u", meta: matchReport.parseMeta(meta), draw: null, paidAt, care: classifyQuestion("") });
  const request = prepared.request;

  it("the model prompt gives both possible Moon signs, never the noon sign alone, and no houses for the partner", () => {
    if (request.kind !== "match") throw new Error("match request expected");
    const prompt = userPrompt(request);
    const sheet = JSON.parse(prompt.slice(prompt.indexOf("{"), prompt.lastIndexOf("}") + 1)) as {
      p2: { placements: { body: string; sign?: string; signs?: string[]; house: number | null }[]; rising: string | null };
    };
    const moon = sheet.p2.placements.find((p) => p.body === "Moon");
    expect(moon?.sign).toBeUndefined();
    expect(moon?.signs).toEqual(signs);
    expect(sheet.p2.placements.every((p) => p.house === null)).toBe(true);
    expect(sheet.p2.placements.some((p) => p.body === "Ascendant" || p.body === "Midheaven")).toBe(false);
    expect(sheet.p2.rising).toBeNull();
  });

  it("the offline letter names both Moon signs, no rising sign or houses for the partner, and marks Moon contacts approximate", () => {
    const letter = composeOffline(request);
    expect(letter).toContain(`Moon in ${signs[0]} or ${signs[1]}`);
    expect(letter).toMatch(/Without a birth time I have left out Sam's rising sign and houses/);
    expect(letter).not.toMatch(/Sam's (Ascendant|Midheaven)/);
    if (request.kind === "match") {
      const moonContacts = request.synastry.aspects.filter((a) => a.b === "Moon");
      for (const c of moonContacts) expect(c.approximate).toBe(true);
      if (moonContacts.length > 0) expect(letter).toMatch(/approximate: the Moon's degree depends on a birth hour we don't have/);
    }
  });
});
