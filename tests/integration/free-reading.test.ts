import { describe, expect, it } from "vitest";

import { POST } from "@/app/api/free-reading/route";
import { FREE_READING_LIMIT } from "@/lib/free-reading/free-reading";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";

interface Placement {
  signs: string[];
  words: string;
}
interface Reading {
  sun: Placement;
  moon: Placement & { certain: boolean };
  rising: Placement | null;
  lifePath: { value: number; title: string; words: string };
  place: string | null;
  notes: string[];
}

let ip = 0;
const call = (body: unknown, address = `10.77.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  POST(jsonRequest("/api/free-reading", body, { headers: fromAddress(address) }), undefined);
const sentences = (text: string) => text.split(/(?<=[.?!])\s+(?=[A-Z])/).filter(Boolean).length;

describe.each(TEST_DATABASES)("POST /api/free-reading on $name", (kind) => {
  const app = withAppDatabase(kind);

  it("reads Sun, Moon, rising and Life Path from a full birth moment, two sentences each, and stores nothing", async () => {
    const before = await Promise.all([app.prisma.user.count(), app.prisma.soloReport.count(), app.prisma.order.count()]);
    const res = await call({ dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" });
    expect(res.status).toBe(200);
    const { reading } = (await jsonOf(res)) as { reading: Reading };
    expect(reading.sun.signs).toEqual(["Taurus"]);
    expect(reading.sun.words).toMatch(/^The Sun was in Taurus when you were born/);
    expect(reading.moon.certain).toBe(true);
    expect(reading.moon.signs).toHaveLength(1);
    expect(reading.rising?.signs).toHaveLength(1);
    expect(reading.lifePath).toMatchObject({ value: 11 });
    expect(reading.lifePath.words).toMatch(/^Your Life Path is 11, a master path/);
    expect(reading.place).toMatch(/London/);
    for (const words of [reading.sun.words, reading.moon.words, reading.rising?.words ?? "", reading.lifePath.words]) expect(sentences(words)).toBe(2);
    expect(await Promise.all([app.prisma.user.count(), app.prisma.soloReport.count(), app.prisma.order.count()])).toEqual(before);
  });

  it("without a time: no rising sign, and the Moon's possible signs for the whole day", async () => {
    const { reading } = (await jsonOf(await call({ dob: "2000-01-01", pob: "London, United Kingdom" }))) as { reading: Reading };
    expect(reading.rising).toBeNull();
    expect(reading.moon.signs.length).toBeGreaterThanOrEqual(1);
    expect(reading.moon.certain).toBe(reading.moon.signs.length === 1);
    if (reading.moon.signs.length === 2) expect(reading.moon.words).toMatch(/so it is in \w+ or \w+\./);
    expect(reading.notes.join(" ")).toContain("Without a birth time there is no rising sign");
  });

  it("reads a repeated hour at the pass chosen, and says which", async () => {
    const night = { dob: "2021-11-07", tob: "01:30", pob: "New York City, New York, United States" };
    const later = (await jsonOf(await call({ ...night, disambiguation: "later" }))) as { reading: Reading };
    expect(later.reading.notes).toContain("The clocks went back that night, so 01:30 came round twice: this reading uses the later pass (UTC-05:00).");
    const unasked = (await jsonOf(await call(night))) as { reading: Reading };
    expect(unasked.reading.notes).toContain("The clocks went back that night, so 01:30 came round twice: this reading uses the earlier pass (UTC-04:00).");
    expect((await call({ ...night, disambiguation: "both" })).status).toBe(400);
  });

  it("with a date alone, still answers (read from Greenwich), and says what was left out", async () => {
    const { reading } = (await jsonOf(await call({ dob: "1984-12-25", tob: "", pob: "" }))) as { reading: Reading };
    expect(reading.sun.signs).toEqual(["Capricorn"]);
    expect(reading.rising).toBeNull();
    expect(reading.place).toBeNull();
    expect(reading.notes.join(" ")).toContain("Without a birthplace");
  });

  it("answers an unknown place and bad input with 400 { message }, never a 500", async () => {
    const unknown = await call({ dob: "1990-05-14", pob: "Qwxzzy Nowhere" });
    expect(unknown.status).toBe(400);
    expect(await jsonOf(unknown)).toMatchObject({ message: expect.stringMatching(/^We couldn't find that place/), fieldErrors: { pob: [expect.any(String)] } });
    for (const junk of [{}, { dob: "" }, { dob: "1990-02-31" }, { dob: "2999-01-01" }, { dob: "1990-05-14", tob: "25:00" }, { dob: 5 }, [1], null]) {
      const res = await call(junk);
      expect(res.status, JSON.stringify(junk)).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ message: expect.any(String) });
    }
  });

  it(`is limited to ${FREE_READING_LIMIT.perWindow} readings per address in its window`, async () => {
    const address = "10.78.0.1";
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_READING_LIMIT.perWindow; i++) statuses.push((await call({ dob: "1990-05-14" }, address)).status);
    expect(statuses.slice(0, FREE_READING_LIMIT.perWindow).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
