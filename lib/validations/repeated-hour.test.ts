import { describe, expect, it } from "vitest";

import { craftPerson } from "@/lib/products/couple";
import { isRepeatedWallTime } from "@/lib/oracle/places/repeated-hour";

import { blueprintSchema } from "./blueprint";
import { matchFormSchema } from "./checkout";

describe("a repeated hour: the forms offer the earlier or the later pass", () => {
  it("knows when a wall time happened twice (clocks went back), from ICU in the browser", () => {
    expect(isRepeatedWallTime("2021-11-07", "01:30", "America/New_York")).toBe(true);
    expect(isRepeatedWallTime("2021-11-07", "02:30", "America/New_York")).toBe(false);
    expect(isRepeatedWallTime("2021-03-14", "02:30", "America/New_York")).toBe(false); // skipped, not repeated
    expect(isRepeatedWallTime("2021-10-31", "02:30", "Europe/Berlin")).toBe(true);
    expect(isRepeatedWallTime("2021-10-31", "02:30", "Not/A_Zone")).toBe(false);
  });

  it("the blueprint schema takes the pass, and refuses anything else", () => {
    const base = { name: "Ada Lovelace", dob: "2021-11-07", tob: "01:30", pob: "New York" };
    expect(blueprintSchema.parse({ ...base, disambiguation: "later" }).disambiguation).toBe("later");
    expect(blueprintSchema.parse(base).disambiguation).toBeUndefined();
    expect(blueprintSchema.safeParse({ ...base, disambiguation: "second" }).success).toBe(false);
  });

  it("the couples form carries each person's pass into the checkout payload", () => {
    const out = matchFormSchema.parse({
      selfName: "Ada Lovelace",
      selfDob: "1990-05-14",
      selfTob: "08:15",
      selfPob: "London",
      partnerName: "Sam Rivera",
      partnerDob: "2021-11-07",
      partnerTob: "01:30",
      partnerPob: "New York",
      partnerDisambiguation: "later",
    });
    expect(out.person2).toMatchObject({ tob: "01:30", disambiguation: "later" });
    expect(out.person1).not.toHaveProperty("disambiguation");
  });

  it("fulfilment casts the chart at the pass chosen", () => {
    const meta = { name: "Sam Rivera", dob: "2021-11-07", tob: "01:30", pob: "New York" };
    const on = new Date("2026-01-01T00:00:00Z");
    const earlier = craftPerson("p2", meta, on).blueprint.natal.receipt;
    const later = craftPerson("p2", { ...meta, disambiguation: "later" }, on).blueprint.natal.receipt;
    expect(earlier).toMatchObject({ utc: "2021-11-07T05:30:00.000Z", offset: "-04:00", disambiguation: "earlier" });
    expect(later).toMatchObject({ utc: "2021-11-07T06:30:00.000Z", offset: "-05:00", disambiguation: "later" });
  });
});
