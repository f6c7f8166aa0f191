import { describe, expect, it } from "vitest";

import { AUTOMATION_MESSAGES, automationFormSchema, automationSubscribeSchema } from "./automation";

const first = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? null : { message: result.error!.issues[0]!.message, path: result.error!.issues[0]!.path.join(".") };

describe("automation subscribe schema (SPEC §5)", () => {
  const valid = { email: " Nova@Example.com ", automationType: "daily-transit-digest", personaHandle: "astra" };

  it("needs only the email; normalises it and treats blanks as not given", () => {
    expect(automationSubscribeSchema.parse({ ...valid, fullName: "  ", timezone: "", details: { intention: "" } })).toEqual({
      email: "nova@example.com",
      automationType: "daily-transit-digest",
      personaHandle: "astra",
      fullName: undefined,
      timezone: undefined,
      details: { intention: undefined },
    });
  });

  it("says 'Email required' for a missing email", () => {
    expect(first(automationSubscribeSchema.safeParse({ ...valid, email: "" }))).toEqual({ message: AUTOMATION_MESSAGES.emailRequired, path: "email" });
    expect(first(automationSubscribeSchema.safeParse({ automationType: "morning-card-pull", personaHandle: "solara" }))).toEqual({ message: "Email required", path: "email" });
    expect(first(automationSubscribeSchema.safeParse({ ...valid, email: 42 }))).toEqual({ message: "Invalid input", path: "email" });
    expect(first(automationFormSchema.safeParse({ email: "   " }))).toEqual({ message: "Email required", path: "email" });
    expect(first(automationFormSchema.safeParse({ email: "moon" }))).toEqual({ message: "Please enter a valid email", path: "email" });
  });

  it("accepts real IANA zones only", () => {
    expect(automationSubscribeSchema.safeParse({ ...valid, timezone: "Asia/Tokyo" }).success).toBe(true);
    expect(first(automationSubscribeSchema.safeParse({ ...valid, timezone: "Mars/Olympus" }))).toEqual({ message: "Please choose a valid time zone", path: "timezone" });
  });

  it("refuses unknown series, wrong types and a persona that does not write the series", () => {
    expect(first(automationSubscribeSchema.safeParse({ ...valid, automationType: "hourly-horoscope" }))?.path).toBe("automationType");
    expect(first(automationSubscribeSchema.safeParse({ ...valid, details: "x" }))).toEqual({ message: "Invalid input", path: "details" });
    expect(first(automationSubscribeSchema.safeParse({ ...valid, personaHandle: "numa" }))).toEqual({ message: "That series is written by another oracle.", path: "personaHandle" });
  });

  it("asks for the birthplace with a birth time, on the form and in the API, and passes a picked place's atlas id", () => {
    const message = "Add the place of birth too: a birth time is read on that place's clock.";
    expect(first(automationFormSchema.safeParse({ email: "a@example.com", birthDate: "1990-05-14", birthTime: "08:15" }))).toEqual({ message, path: "birthPlace" });
    const api = { ...valid, automationType: "daily-transit-digest", personaHandle: "astra" };
    expect(first(automationSubscribeSchema.safeParse({ ...api, details: { birthDate: "1990-05-14", birthTime: "08:15" } }))).toEqual({ message, path: "details.birthPlace" });
    const picked = automationSubscribeSchema.parse({ ...api, details: { birthDate: "1990-05-14", birthTime: "08:15", birthPlace: "Lisbon, Portugal", birthPlaceId: 2267057 } });
    expect(picked.details).toMatchObject({ birthPlace: "Lisbon, Portugal", birthPlaceId: 2267057 });
    expect(first(automationSubscribeSchema.safeParse({ ...api, details: { birthDate: "1990-05-14", birthPlace: "Lisbon", birthPlaceId: -1 } }))?.path).toBe("details.birthPlaceId");
  });
});
