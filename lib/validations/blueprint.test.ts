import { describe, expect, it } from "vitest";

import { blueprintSchema } from "./blueprint";

const messages = (input: unknown) => {
  const r = blueprintSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("blueprintSchema (SPEC §5 Portal generator)", () => {
  it("requires all four birth fields", () => {
    expect(messages({ name: "", dob: "", tob: "", pob: "" })).toEqual(
      expect.arrayContaining(["Your name is required", "Date of birth is required", "Time of birth is required", "Place of birth is required"]),
    );
  });
  it("accepts a real birth and rejects impossible dates and times", () => {
    expect(messages({ name: "Luna", dob: "1990-05-14", tob: "08:15", pob: "London" })).toEqual([]);
    expect(messages({ name: "Luna", dob: "1990-02-31", tob: "08:15", pob: "London" })).toContain("Enter a real birth date between 1900 and today");
    expect(messages({ name: "Luna", dob: "2999-01-01", tob: "08:15", pob: "London" })).toContain("Enter a real birth date between 1900 and today");
    expect(messages({ name: "Luna", dob: "1990-05-14", tob: "25:00", pob: "London" })).toContain("Use the 24-hour time format HH:MM");
  });
});
