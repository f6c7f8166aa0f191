import { z } from "zod";

import { INTENTIONS } from "@/lib/intentions";
import { PERSONA_HANDLES } from "@/lib/personas";

import { PASSWORD_MAX, PASSWORD_MIN, SIGNUP_MESSAGES, SIGNUP_STEP_FIELDS, USERNAME_PATTERN } from "./auth-constants";
import { isStorableText, optionalRepeatedHourPass, personName, requiredOrInvalid, text, unstorableMessage } from "./common";

export { PASSWORD_MAX, PASSWORD_MIN, SIGNUP_MESSAGES, SIGNUP_STEP_FIELDS, USERNAME_PATTERN } from "./auth-constants";


const INTENTION_VALUES = INTENTIONS.map((i) => i.value) as [(typeof INTENTIONS)[number]["value"], ...(typeof INTENTIONS)[number]["value"][]];

/** Today's date (yyyy-mm-dd) on the easternmost clock (UTC+14), so nobody's "today" is refused. */
function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An optional trimmed text: '', null or absent all mean "not given" (undefined). */
const optionalText = <T extends z.ZodType<string, string>>(label: string, inner: T) =>
  z
    .string({ error: "Invalid input" })
    .refine((v) => isStorableText(v), { error: unstorableMessage(label), abort: true })
    .trim()
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(inner.optional());

/** A required email: '' gets the form's own message, a malformed one 'Please enter a valid email'. */
const requiredEmail = (emptyMessage: string) =>
  text("Email")
    .min(1, { error: emptyMessage, abort: true })
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid email" }).max(254, { error: "Please enter a valid email" }));

// Passwords are never trimmed: every character the seeker typed counts (but control characters
// and lone surrogates cannot be typed, and a lone surrogate would hash like U+FFFD).
const password = () => z.string({ error: requiredOrInvalid }).refine((v) => isStorableText(v), { error: unstorableMessage("Password"), abort: true });

const signupPassword = password()
  .min(1, { error: SIGNUP_MESSAGES.credentials, abort: true })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

export const dateOfBirthSchema = text("Date of birth")
  .min(1, { error: SIGNUP_MESSAGES.blueprint, abort: true })
  .refine(isRealDate, { error: "Please enter a real date of birth (yyyy-mm-dd).", abort: true })
  .refine((v) => v >= "1900-01-01", { error: "Please enter a birth date after 1900.", abort: true })
  .refine((v) => v <= latestToday(), { error: "Your date of birth must be in the past." });

/**
 * SPEC §7 POST /api/auth/signup, shared by the wizard and the route. The oracle and focus chosen
 * in step 1 travel along (optional for API callers) so the profile remembers them.
 */
export const signupSchema = z.object(
  {
    personaHandle: z
      .enum(PERSONA_HANDLES, { error: SIGNUP_MESSAGES.oracle })
      .nullish()
      .transform((v) => v ?? undefined)
      .optional(),
    // Optional means optional: an untouched radio group gives null (react-hook-form), an API caller may omit it.
    intention: z
      .enum(INTENTION_VALUES, { error: "Please choose one of the three focuses, or none." })
      .nullish()
      .transform((v) => v ?? undefined)
      .optional(),
    // The portal charts a blueprint from this name, so it follows the oracle's name rule too.
    fullName: personName("Full name", SIGNUP_MESSAGES.blueprint, "Full name must be at most 120 characters"),
    dateOfBirth: dateOfBirthSchema,
    timeOfBirth: optionalText("Time of birth", z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Time of birth must look like 14:30 (HH:mm)." })),
    placeOfBirth: optionalText("Place of birth", z.string().max(200, { error: "Place of birth must be at most 200 characters" })),
    // Asked only when the time came round twice that night (clocks went back); absent means the earlier pass.
    disambiguation: optionalRepeatedHourPass,
    email: requiredEmail(SIGNUP_MESSAGES.credentials),
    password: signupPassword,
    username: optionalText(
      "Username",
      z
        .string()
        .toLowerCase()
        .regex(USERNAME_PATTERN, { error: "Usernames are 3–24 letters or numbers; dots, dashes and underscores may sit in between." }),
    ),
  },
  { error: "Invalid input" },
);

/** The wizard's form: the same schema, with the oracle required (SPEC §5 step 1). */
export const signupFormSchema = signupSchema.extend({
  personaHandle: z.enum(PERSONA_HANDLES, { error: SIGNUP_MESSAGES.oracle }),
});


export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormData = z.output<typeof signupFormSchema>;

// Every field a wizard step owns (auth-constants.ts) is one of the form's.
const stepFieldsChecked: readonly (readonly (keyof SignupFormInput)[])[] = SIGNUP_STEP_FIELDS;
void stepFieldsChecked;

/** SPEC §7 POST /api/auth/login. Any password is checked against the hash; only emptiness is refused here. */
export const loginSchema = z.object(
  {
    email: requiredEmail("Please enter your email"),
    password: password()
      .min(1, { error: "Please enter your password" })
      .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
  },
  { error: "Invalid input" },
);

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

export const PASSWORD_CHANGE_MESSAGES = {
  current: "Please enter your current password.",
  next: "Please choose a new password.",
  same: "Your new password must be different from your current one.",
} as const;

/** POST /api/account/password, shared by the settings form and the route. Passwords are never trimmed. */
export const changePasswordSchema = z
  .object(
    {
      currentPassword: z
        .string({ error: requiredOrInvalid })
        .min(1, { error: PASSWORD_CHANGE_MESSAGES.current })
        .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
      newPassword: z
        .string({ error: requiredOrInvalid })
        .min(1, { error: PASSWORD_CHANGE_MESSAGES.next, abort: true })
        .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
        .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
    },
    { error: "Invalid input" },
  )
  .refine((v) => v.currentPassword !== v.newPassword, { error: PASSWORD_CHANGE_MESSAGES.same, path: ["newPassword"] });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;
