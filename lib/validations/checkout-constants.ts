// Checkout constants, without zod: the shop's forms import these at once and fetch the schemas
// (checkout.ts, which re-exports them) only when they validate (issue 16).
export const PROMPT_MIN = 10; // SPEC §9
export const PROMPT_MAX = 2000;

/** Where a server field error for a payload path shows up in the couples forms. */
export const COUPLE_FIELD_FOR_PATH: Record<string, (typeof COUPLE_FIELDS)[number] | "prompt"> = {
  "person1.name": "selfName",
  "person1.dob": "selfDob",
  "person1.tob": "selfTob",
  "person1.pob": "selfPob",
  "person2.name": "partnerName",
  "person2.dob": "partnerDob",
  "person2.tob": "partnerTob",
  "person2.pob": "partnerPob",
  "person1.disambiguation": "selfDisambiguation",
  "person2.disambiguation": "partnerDisambiguation",
  prompt: "prompt",
};

/** The couples forms' flat fields, in order (checkout.ts checks this list against its schema). */
export const COUPLE_FIELDS = [
  "selfName",
  "selfDob",
  "selfTob",
  "selfPob",
  "partnerName",
  "partnerDob",
  "partnerTob",
  "partnerPob",
  "selfDisambiguation",
  "partnerDisambiguation",
] as const;
