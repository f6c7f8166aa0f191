import { z } from "zod";

import { PERSONA_HANDLES, type PersonaHandle } from "@/lib/personas";
import { isTimeZone } from "@/lib/time-zones";

import { AUTOMATION_MESSAGES } from "./automation-constants";
import { isRealBirthDate, isStorableText, optionalText, unstorableMessage } from "./common";

export { AUTOMATION_MESSAGES } from "./automation-constants";

/** SPEC §3 automationType values. */
export const AUTOMATION_TYPES = ["daily-transit-digest", "weekly-number-briefing", "morning-card-pull"] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];

/** Who writes each series (SPEC §2 Offer pages). */
export const AUTOMATION_PERSONA: Record<AutomationType, PersonaHandle> = {
  "daily-transit-digest": "astra",
  "weekly-number-briefing": "numa",
  "morning-card-pull": "solara",
};


export const INTENTION_MAX = 280;

// Missing or blank, the message is the form's own (SPEC §5), not the generic 'Required'.
const email = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? AUTOMATION_MESSAGES.emailRequired : "Invalid input") })
  .refine((v) => isStorableText(v), { error: unstorableMessage("Email"), abort: true })
  .trim()
  .min(1, { error: AUTOMATION_MESSAGES.emailRequired, abort: true })
  .toLowerCase()
  .pipe(z.email({ error: AUTOMATION_MESSAGES.invalidEmail }).max(254, { error: AUTOMATION_MESSAGES.invalidEmail }));

const timezone = optionalText("Time zone", 64, AUTOMATION_MESSAGES.invalidTimezone).refine((v) => v === undefined || isTimeZone(v), {
  error: AUTOMATION_MESSAGES.invalidTimezone,
});

const fullName = optionalText("Full name", 120, "Full name must be at most 120 characters");
const intention = optionalText("Your intention", INTENTION_MAX, `Intention must be at most ${INTENTION_MAX} characters`);

// Optional birth data: with it, the Daily Transit Digest is read against the subscriber's own chart.
const birthDate = optionalText("Date of birth", 10, "Use the date format YYYY-MM-DD")
  .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: "Use the date format YYYY-MM-DD", abort: true })
  .refine((v) => v === undefined || isRealBirthDate(v), { error: "Enter a real birth date between 1900 and today" });
const birthTime = optionalText("Time of birth", 5, "Use the 24-hour time format HH:MM").refine((v) => v === undefined || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), {
  error: "Use the 24-hour time format HH:MM",
});
const birthPlace = optionalText("Place of birth", 160, "That place name is too long");
/** The atlas id of the suggestion picked for the place (GET /api/places), so namesakes are not guessed between. */
const birthPlaceId = z.number({ error: "Invalid input" }).int().positive().nullish().transform((v) => v ?? undefined);

/** Birth time and place only mean something with a birth date. */
function birthComplete(v: { birthDate?: string; birthTime?: string; birthPlace?: string }): boolean {
  return Boolean(v.birthDate) || (!v.birthTime && !v.birthPlace);
}
const BIRTH_DATE_NEEDED = "Add your date of birth too, or leave the birth details empty.";
/** A birth hour means nothing without the place's clock (and it is what places the houses). */
const timeHasPlace = (v: { birthTime?: string; birthPlace?: string }): boolean => !v.birthTime || Boolean(v.birthPlace);
const BIRTH_PLACE_NEEDED = "Add the place of birth too: a birth time is read on that place's clock.";

/** The offer pages' form: name, email, time zone and intention (email alone is required), and optional birth data. */
export const automationFormSchema = z
  .object({ fullName, email, timezone, intention, birthDate, birthTime, birthPlace, birthPlaceId: birthPlaceId.optional() })
  .refine(birthComplete, { error: BIRTH_DATE_NEEDED, path: ["birthDate"] })
  .refine(timeHasPlace, { error: BIRTH_PLACE_NEEDED, path: ["birthPlace"] });

/** SPEC §7 POST /api/automations/subscribe. */
export const automationSubscribeSchema = z
  .object(
    {
      fullName,
      email,
      automationType: z.enum(AUTOMATION_TYPES, { error: "Choose one of the free series" }),
      personaHandle: z.enum(PERSONA_HANDLES, { error: "Invalid input" }),
      timezone,
      details: z
        .object(
          { intention: intention.optional(), birthDate: birthDate.optional(), birthTime: birthTime.optional(), birthPlace: birthPlace.optional(), birthPlaceId: birthPlaceId.optional() },
          { error: "Invalid input" },
        )
        .refine(birthComplete, { error: BIRTH_DATE_NEEDED, path: ["birthDate"] })
        .refine(timeHasPlace, { error: BIRTH_PLACE_NEEDED, path: ["birthPlace"] })
        .nullish()
        .transform((v) => v ?? undefined),
    },
    { error: "Invalid input" },
  )
  .refine((v) => AUTOMATION_PERSONA[v.automationType] === v.personaHandle, {
    error: "That series is written by another oracle.",
    path: ["personaHandle"],
  });

export type AutomationFormInput = z.input<typeof automationFormSchema>;
export type AutomationFormData = z.output<typeof automationFormSchema>;
export type AutomationSubscribeInput = z.input<typeof automationSubscribeSchema>;
export type AutomationSubscribeData = z.output<typeof automationSubscribeSchema>;
