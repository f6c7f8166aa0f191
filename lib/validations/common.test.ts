import { describe, expect, it } from "vitest";

import { loginSchema, signupSchema } from "./auth";
import { automationSubscribeSchema } from "./automation";
import { blueprintSchema } from "./blueprint";
import { bundleCheckoutSchema, matchCheckoutSchema, shopCheckoutSchema } from "./checkout";
import { contactSchema } from "./contact";
import { isStorableText } from "./common";
import { placesQuerySchema } from "./places";

const first = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? null : { path: result.error!.issues[0]!.path.join("."), message: result.error!.issues[0]!.message };

const person = (name: string) => ({ name, dob: "1991-04-23", tob: "07:15", pob: "Lisbon, Portugal" });
const signup = { email: "nova@example.com", password: "moonlit-path", fullName: "Nova Sterling", dateOfBirth: "1994-02-11" };

describe("isStorableText", () => {
  it("refuses NUL, other control characters and lone surrogates; keeps every script and emoji", () => {
    for (const bad of ["a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\ud800", "x\udfffy", "\udc00\ud800"]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      expect(isStorableText(bad, { multiline: true }), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ["李小龍", "محمد", "👩‍👩‍👧", "𝕬𝖑𝖎𝖈𝖊", "ᏣᎳᎩ", "ሙሉጌታ", "क्ष\u200d", "\ud83d\ude00"]) expect(isStorableText(good), good).toBe(true);
  });

  it("lets multi-line fields keep line breaks and tabs, and nothing else does", () => {
    expect(isStorableText("line one\r\n\tline two", { multiline: true })).toBe(true);
    expect(isStorableText("line one\nline two")).toBe(false);
  });
});

describe("every schema refuses unstorable characters, naming the field", () => {
  it.each([
    ["tarot prompt", shopCheckoutSchema, { product: "tarot", email: "a@b.co", prompt: "What now\u0000 for me?" }, "prompt", "Your Question or Focus"],
    ["tarot email", shopCheckoutSchema, { product: "tarot", email: "a@b.co\ud800", prompt: "What now for me?" }, "email", "Email"],
    ["live notes", shopCheckoutSchema, { product: "tarot-immersion", email: "a@b.co", details: { intention: "Clarity", notes: "\u0000" } }, "details.notes", "Notes"],
    ["partner name", matchCheckoutSchema, { person1: person("Nova"), person2: person("Ro\u0000wan") }, "person2.name", "Partner's Name"],
    ["own place", matchCheckoutSchema, { person1: { ...person("Nova"), pob: "Lisbon\ud800" }, person2: person("Rowan") }, "person1.pob", "Your Place of Birth"],
    ["bundle intention", bundleCheckoutSchema, { person1: person("Nova"), person2: person("Rowan"), prompt: "A calmer home \ud800 together" }, "prompt", "Your Shared Intention"],
    ["contact message", contactSchema, { name: "Ada", email: "a@b.co", message: "Hello there \ud800 oracles" }, "message", "Message"],
    ["contact name", contactSchema, { name: "Ada\u0007", email: "a@b.co", message: "Hello there, oracles" }, "name", "Name"],
    ["subscribe name", automationSubscribeSchema, { email: "a@b.co", automationType: "morning-card-pull", personaHandle: "solara", fullName: "\u0000" }, "fullName", "Full name"],
    ["subscribe intention", automationSubscribeSchema, { email: "a@b.co", automationType: "morning-card-pull", personaHandle: "solara", details: { intention: "\ud800" } }, "details.intention", "Your intention"],
    ["subscribe email", automationSubscribeSchema, { email: "a@b.co\u0000", automationType: "morning-card-pull", personaHandle: "solara" }, "email", "Email"],
    ["signup full name", signupSchema, { ...signup, fullName: "Nova\u0000" }, "fullName", "Full name"],
    ["signup place", signupSchema, { ...signup, placeOfBirth: "Lisbon\u0000" }, "placeOfBirth", "Place of birth"],
    ["signup password", signupSchema, { ...signup, password: "moonlit\u0000path" }, "password", "Password"],
    ["login password", loginSchema, { email: "a@b.co", password: "\ud800\ud800\ud800" }, "password", "Password"],
    ["blueprint name", blueprintSchema, { name: "Luna\u0000", dob: "1990-05-14", tob: "08:15", pob: "London" }, "name", "Full birth name"],
    ["places search", placesQuerySchema, { q: "Lis\u0000" }, "q", "The search"],
  ])("%s", (_label, schema, input, path, field) => {
    expect(first(schema.safeParse(input))).toEqual({ path, message: `${field} contains characters we can't store.` });
  });

  it("keeps line breaks in prompts and messages, but not in single-line fields", () => {
    expect(contactSchema.parse({ name: "Ada", email: "a@b.co", message: "Hello,\r\n\tOracles." }).message).toBe("Hello,\r\n\tOracles.");
    expect(first(contactSchema.safeParse({ name: "A\nda", email: "a@b.co", message: "Hello there, oracles" }))).toEqual({ path: "name", message: "Name contains characters we can't store." });
  });
});

describe("names follow the oracle's name rule in every schema that charts them", () => {
  const names = ["李小龍", "محمد", "Владимир", "Ng", "Zoë", "O'Brien-Łukasz", "Ωμέγα", "राहुल शर्मा"];

  it.each(names)("accepts %s for both people, the blueprint and signup", (name) => {
    expect(matchCheckoutSchema.safeParse({ person1: person(name), person2: person(name) }).success).toBe(true);
    expect(bundleCheckoutSchema.safeParse({ person1: person(name), person2: person(name), prompt: "A calmer home together." }).success).toBe(true);
    expect(blueprintSchema.safeParse({ ...person(name), tob: "07:15" }).success).toBe(true);
    expect(signupSchema.safeParse({ ...signup, fullName: name }).success).toBe(true);
  });

  it("refuses a name with nothing to count, naming the field", () => {
    expect(first(matchCheckoutSchema.safeParse({ person1: person("Nova"), person2: person("!!!") }))).toEqual({ path: "person2.name", message: "Partner's Name needs at least one letter." });
    expect(first(bundleCheckoutSchema.safeParse({ person1: person("123"), person2: person("Rowan"), prompt: "A calmer home together." }))).toEqual({
      path: "person1.name",
      message: "Your Name needs at least one letter.",
    });
    expect(first(blueprintSchema.safeParse(person("👩‍👩‍👧")))).toEqual({ path: "name", message: "Full birth name needs at least one letter." });
    expect(first(signupSchema.safeParse({ ...signup, fullName: "!!!" }))).toEqual({ path: "fullName", message: "Full name needs at least one letter." });
  });

  it("still says the SPEC's message for an empty name", () => {
    expect(first(matchCheckoutSchema.safeParse({ person1: person("Nova"), person2: person("  ") }))).toEqual({ path: "person2.name", message: "Partner name is required" });
  });
});
