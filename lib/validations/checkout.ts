import { z } from "zod";

import { LIVE_SESSION_PRODUCT_IDS } from "@/lib/products/ids";
import { isTimeZone } from "@/lib/time-zones";

import { COUPLE_FIELD_FOR_PATH, COUPLE_FIELDS, PROMPT_MAX, PROMPT_MIN } from "./checkout-constants";
import { email, isRealBirthDate, optionalText, personName, repeatedHourPass, requiredOrInvalid, text } from "./common";

export { COUPLE_FIELD_FOR_PATH, COUPLE_FIELDS, PROMPT_MAX, PROMPT_MIN } from "./checkout-constants";

/**
 * SPEC §5 checkout rules, shared by the shop forms and the checkout calls (SPEC §7). The route
 * schemas describe the JSON payloads; the form schemas are built from the very same field
 * validators (and, for the couples forms, transform the flat fields into that payload).
 * Unknown keys are stripped, so a client cannot smuggle an amount, price or currency through.
 */


export const CHECKOUT_MESSAGES = {
  email: "Please enter a valid email address",
  tarotPrompt: "Share at least 10 characters so Solara can tune in.",
  bundlePrompt: "Share at least 10 characters about your intention for the tarot journey.",
  liveEmail: "We need your email to send scheduling links and materials.",
  liveIntention: "Share your intention so your oracle can prepare.",
  product: "Choose one of our readings or live sessions.",
  self: {
    name: "Your name is required",
    dob: "Date of birth is required",
    tob: "Time of birth is required",
    pob: "Place of birth is required",
  },
  partner: {
    name: "Partner name is required",
    dob: "Partner date of birth is required",
    tob: "Partner time of birth is required",
    pob: "Partner place of birth is required",
  },
} as const;

const promptMax = { error: "Please keep it under 2,000 characters." };

/** The couples forms' field labels (components/shop/couples-checkout-form.tsx), which the messages name. */
const SELF_LABELS = { name: "Your Name", dob: "Your Date of Birth", tob: "Your Time of Birth", pob: "Your Place of Birth" };
const PARTNER_LABELS = { name: "Partner's Name", dob: "Partner's Date of Birth", tob: "Partner's Time of Birth", pob: "Partner's Place of Birth" };

/**
 * A person block (SPEC §3: name, dob, tob, pob), with the SPEC §5 messages for self or partner.
 * The name follows the oracle's name rule, so nothing is sold that fulfilment cannot chart.
 */
function personSchema(m: { name: string; dob: string; tob: string; pob: string }, label: typeof SELF_LABELS) {
  return z.object(
    {
      name: personName(label.name, m.name, "Please keep names under 120 characters."),
      dob: text(label.dob)
        .min(1, { error: m.dob, abort: true })
        .refine(isRealBirthDate, { error: "Enter a real birth date between 1900 and today (YYYY-MM-DD)." }),
      tob: text(label.tob)
        .min(1, { error: m.tob, abort: true })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use the 24-hour time format HH:MM." }),
      pob: text(label.pob).min(1, { error: m.pob, abort: true }).max(200, { error: "Please keep the place under 200 characters." }),
      disambiguation: repeatedHourPass.optional(),
    },
    { error: "Invalid input" },
  );
}

const selfSchema = personSchema(CHECKOUT_MESSAGES.self, SELF_LABELS);
const partnerSchema = personSchema(CHECKOUT_MESSAGES.partner, PARTNER_LABELS);
const tarotPrompt = text("Your Question or Focus", { multiline: true })
  .min(PROMPT_MIN, { error: CHECKOUT_MESSAGES.tarotPrompt })
  .max(PROMPT_MAX, promptMax);
const bundlePrompt = text("Your Shared Intention", { multiline: true })
  .min(PROMPT_MIN, { error: CHECKOUT_MESSAGES.bundlePrompt })
  .max(PROMPT_MAX, promptMax);
const tarotEmail = email(CHECKOUT_MESSAGES.email);

// ── Tarot (guests welcome) ─────────────────────────────────────────────────────────────────

/** The tarot form: email and 'Your Question or Focus'. */
export const tarotFormSchema = z.object({ email: tarotEmail, prompt: tarotPrompt }, { error: "Invalid input" });
export type TarotFormInput = z.input<typeof tarotFormSchema>;
export type TarotFormData = z.output<typeof tarotFormSchema>;

export const tarotCheckoutSchema = tarotFormSchema.extend({ product: z.literal("tarot") });

// ── Live sessions (guests welcome) ─────────────────────────────────────────────────────────

const liveFields = {
  fullName: optionalText("Full name", 120, "Please keep your name under 120 characters."),
  // '' gets the form's own message; a malformed address the usual one.
  email: text("Email")
    .min(1, { error: CHECKOUT_MESSAGES.liveEmail, abort: true })
    .toLowerCase()
    .pipe(z.email({ error: CHECKOUT_MESSAGES.email }).max(254, { error: CHECKOUT_MESSAGES.email })),
  timezone: optionalText("Timezone", 64, "Choose a time zone from the list.").refine((v) => v === undefined || isTimeZone(v), {
    error: "Choose a time zone from the list.",
  }),
  intention: text("Your intention", { multiline: true }).min(1, { error: CHECKOUT_MESSAGES.liveIntention }).max(PROMPT_MAX, promptMax),
  notes: optionalText("Notes", PROMPT_MAX, promptMax.error, { multiline: true }),
};

/** The live-session form (SPEC §2): full name?, email, timezone?, intention, notes?. */
export const liveSessionFormSchema = z.object(liveFields, { error: "Invalid input" });
export type LiveSessionFormInput = z.input<typeof liveSessionFormSchema>;
export type LiveSessionFormData = z.output<typeof liveSessionFormSchema>;

export const liveSessionCheckoutSchema = z.object(
  {
    product: z.enum(LIVE_SESSION_PRODUCT_IDS),
    email: liveFields.email,
    details: z.object(
      { fullName: liveFields.fullName, timezone: liveFields.timezone, notes: liveFields.notes, intention: liveFields.intention },
      { error: requiredOrInvalid },
    ),
  },
  { error: "Invalid input" },
);

/** SPEC §7 POST /api/stripe/checkout: the tarot reading, or a live session. */
export const shopCheckoutSchema = z.discriminatedUnion("product", [tarotCheckoutSchema, liveSessionCheckoutSchema], {
  error: (issue) => (issue.code === "invalid_union" ? CHECKOUT_MESSAGES.product : "Invalid input"),
});
export type ShopCheckoutInput = z.input<typeof shopCheckoutSchema>;
export type ShopCheckoutData = z.output<typeof shopCheckoutSchema>;

// ── Couples (sign-in required) ──────────────────────────────────────────────────────────────

/** SPEC §7 POST /api/reports/match/checkout. */
export const matchCheckoutSchema = z.object({ person1: selfSchema, person2: partnerSchema }, { error: "Invalid input" });
export type MatchCheckoutInput = z.input<typeof matchCheckoutSchema>;
export type MatchCheckoutData = z.output<typeof matchCheckoutSchema>;

/** SPEC §7 POST /api/reports/bundle/checkout. */
export const bundleCheckoutSchema = matchCheckoutSchema.extend({ prompt: bundlePrompt });
export type BundleCheckoutInput = z.input<typeof bundleCheckoutSchema>;
export type BundleCheckoutData = z.output<typeof bundleCheckoutSchema>;

/** SPEC §3 Match form fields, each validated exactly as its place in the payload. */
const coupleFields = {
  selfName: selfSchema.shape.name,
  selfDob: selfSchema.shape.dob,
  selfTob: selfSchema.shape.tob,
  selfPob: selfSchema.shape.pob,
  partnerName: partnerSchema.shape.name,
  partnerDob: partnerSchema.shape.dob,
  partnerTob: partnerSchema.shape.tob,
  partnerPob: partnerSchema.shape.pob,
  selfDisambiguation: selfSchema.shape.disambiguation,
  partnerDisambiguation: partnerSchema.shape.disambiguation,
};
// COUPLE_FIELDS (checkout-constants.ts, zod-free for the shop's client code) names exactly these keys.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const coupleFieldsListed: Same<(typeof COUPLE_FIELDS)[number], keyof typeof coupleFields> = true;
void coupleFieldsListed;

type CoupleFields = z.output<z.ZodObject<typeof coupleFields>>;
const toPeople = (v: CoupleFields): MatchCheckoutData => ({
  person1: { name: v.selfName, dob: v.selfDob, tob: v.selfTob, pob: v.selfPob, ...(v.selfDisambiguation ? { disambiguation: v.selfDisambiguation } : {}) },
  person2: { name: v.partnerName, dob: v.partnerDob, tob: v.partnerTob, pob: v.partnerPob, ...(v.partnerDisambiguation ? { disambiguation: v.partnerDisambiguation } : {}) },
});

/** The match form; its output is the POST /api/reports/match/checkout payload. */
export const matchFormSchema = z.object(coupleFields, { error: "Invalid input" }).transform(toPeople);
export type MatchFormInput = z.input<typeof matchFormSchema>;

/** The bundle form; its output is the POST /api/reports/bundle/checkout payload. */
export const bundleFormSchema = z
  .object({ ...coupleFields, prompt: bundlePrompt }, { error: "Invalid input" })
  .transform((v): BundleCheckoutData => ({ ...toPeople(v), prompt: v.prompt }));
export type BundleFormInput = z.input<typeof bundleFormSchema>;

// Each field a payload path maps to (checkout-constants.ts) is one of the couples forms'.
const pathFieldsChecked: Record<string, keyof BundleFormInput> = COUPLE_FIELD_FOR_PATH;
void pathFieldsChecked;

