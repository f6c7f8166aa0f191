import { describe, expect, it } from "vitest";

import { bundleFormSchema, liveSessionFormSchema, matchFormSchema, shopCheckoutSchema, tarotFormSchema } from "./checkout";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const couple = {
  selfName: "Luna Everhart",
  selfDob: "1990-05-14",
  selfTob: "08:15",
  selfPob: "London, United Kingdom",
  partnerName: "Rowan Vale",
  partnerDob: "1988-11-02",
  partnerTob: "21:40",
  partnerPob: "Dublin, Ireland",
};

describe("checkout schemas (SPEC §5)", () => {
  it("tarot: the exact email and prompt messages", () => {
    expect(messages(tarotFormSchema.safeParse({ email: "nope", prompt: "short" }))).toEqual({
      email: "Please enter a valid email address",
      prompt: "Share at least 10 characters so Solara can tune in.",
    });
  });

  it("match: every empty field has its own message", () => {
    const empty = Object.fromEntries(Object.keys(couple).map((k) => [k, ""]));
    expect(messages(matchFormSchema.safeParse(empty))).toEqual({
      selfName: "Your name is required",
      selfDob: "Date of birth is required",
      selfTob: "Time of birth is required",
      selfPob: "Place of birth is required",
      partnerName: "Partner name is required",
      partnerDob: "Partner date of birth is required",
      partnerTob: "Partner time of birth is required",
      partnerPob: "Partner place of birth is required",
    });
  });

  it("match and bundle forms produce the call payloads", () => {
    expect(matchFormSchema.parse(couple)).toEqual({
      person1: { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" },
      person2: { name: "Rowan Vale", dob: "1988-11-02", tob: "21:40", pob: "Dublin, Ireland" },
    });
    expect(messages(bundleFormSchema.safeParse({ ...couple, prompt: "us" }))).toEqual({
      prompt: "Share at least 10 characters about your intention for the tarot journey.",
    });
    expect(bundleFormSchema.parse({ ...couple, prompt: "  A calmer home together.  " }).prompt).toBe("A calmer home together.");
  });

  it("live session: email and intention required, blanks in the optional fields dropped, unknown zones refused", () => {
    expect(messages(liveSessionFormSchema.safeParse({ email: "", intention: "" }))).toEqual({
      email: "We need your email to send scheduling links and materials.",
      intention: "Share your intention so your oracle can prepare.",
    });
    expect(liveSessionFormSchema.parse({ fullName: " ", email: "A@B.co", timezone: "", intention: "Plan my year", notes: "" })).toEqual({
      email: "a@b.co",
      intention: "Plan my year",
    });
    expect(messages(liveSessionFormSchema.safeParse({ email: "a@b.co", intention: "x", timezone: "Mars/Olympus_Mons" }))).toEqual({
      timezone: "Choose a time zone from the list.",
    });
  });

  it("drops whatever the client adds about money", () => {
    const parsed = shopCheckoutSchema.parse({ product: "tarot", email: "a@b.co", prompt: "A real question here", amount: 1, price: 1, currency: "jpy" });
    expect(parsed).toEqual({ product: "tarot", email: "a@b.co", prompt: "A real question here" });
    expect(messages(shopCheckoutSchema.safeParse({ product: "bundle-couples" }))).toEqual({ product: "Choose one of our readings or live sessions." });
  });

  it("refuses impossible birth dates and times", () => {
    const bad = messages(matchFormSchema.safeParse({ ...couple, selfDob: "1990-02-30", partnerTob: "24:10", partnerDob: "1850-01-01" }));
    expect(bad.selfDob).toMatch(/real birth date/);
    expect(bad.partnerDob).toMatch(/real birth date/);
    expect(bad.partnerTob).toMatch(/HH:MM/);
  });
});
