import { describe, expect, it } from "vitest";

import { castNatalChart } from "@/lib/oracle/natal";
import { resolvePlace } from "@/lib/oracle/places";
import { craftCouple } from "@/lib/products/couple";

import { composeOffline, userPrompt } from "./index";
import type { MatchRequest } from "./requests";

const ON = new Date("2026-01-10T12:00:00Z");
const ADA = { name: "Ada Lovelace", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" };

/** A day early in 2000 on which the Moon changed sign in London (one of any three days has one). */
function moonChangingDay(): string {
  const london = resolvePlace("London, United Kingdom");
  if (london.status !== "found") throw new Error("London is not in the atlas");
  for (let day = 1; day <= 5; day++) {
    const date = `2000-01-0${day}`;
    if (castNatalChart({ date, place: london.place }).moonRange?.changesSign) return date;
  }
  throw new Error("no Moon ingress in the first five days of 2000");
}

describe("an unknown birth time is carried into the letter and the model prompt", () => {
  const sam = { name: "Sam Rivera", dob: moonChangingDay(), tob: "", pob: "London, United Kingdom" };
  const couple = craftCouple(ADA, sam, ON);
  const request: MatchRequest = { kind: "match", seed: "order-unknown-time", ...couple, care: { version: 1, level: "plain", topics: [], matches: [], shape: "open", source: "lexicon" } };
  const [first, second] = couple.facts.p2.moonSigns;

  it("the fact sheet: no rising sign or houses, both possible Moon signs, Moon contacts approximate", () => {
    expect(couple.facts.p2).toMatchObject({ timeKnown: false, rising: null });
    expect(couple.facts.p2.moonSigns).toHaveLength(2);
    expect(couple.facts.p2.placements.every((p) => p.house === null)).toBe(true);
    const moonContacts = couple.facts.contacts.filter((c) => c.b === "Moon");
    for (const c of moonContacts) expect(c.approximate).toBe(true);
    // Sam's planets cannot fall in houses Sam does not have.
    expect(couple.facts.overlays.filter((o) => o.owner === "p1")).toEqual([]);
  });

  it("the letter: both Moon signs, no rising sign or houses for Sam, and says why", () => {
    const letter = composeOffline(request);
    expect(letter).toContain(`Moon in ${first} or ${second} (it changed sign that day, and the hour decides which)`);
    expect(letter).toContain("Without a birth time I have left out Sam's rising sign and houses rather than guess them.");
    expect(letter.replace("left out Sam's rising sign and houses", "")).not.toMatch(/Sam's (\w+ )?(house|rising|Ascendant)/);
    for (const line of letter.split("\n").filter((l) => /'s Moon\*\*/.test(l) && l.includes("Sam's Moon"))) {
      expect(line).toContain("approximate: the Moon's degree depends on a birth hour we don't have");
    }
  });

  it("the prompt: Sam's Moon only as its two signs, no houses, and the rule to respect the uncertainty", () => {
    const prompt = userPrompt(request);
    const sheet = JSON.parse(prompt.slice(prompt.indexOf("{"), prompt.lastIndexOf("}") + 1)) as { p2: { rising: string | null; placements: { body: string; sign?: string; signs?: string[]; house: number | null; note?: string }[] } };
    const moon = sheet.p2.placements.find((p) => p.body === "Moon");
    expect(moon).toMatchObject({ signs: [first, second], house: null, note: "birth time unknown: the Moon changed sign that day; name both signs, never one" });
    expect(moon).not.toHaveProperty("sign");
    expect(sheet.p2.rising).toBeNull();
    expect(sheet.p2.placements.every((p) => p.house === null)).toBe(true);
  });
});
