import { z } from "zod";

import { dateOfBirthSchema, PASSWORD_MAX, PASSWORD_MIN } from "./auth";
import { email, isStorableText, optionalRepeatedHourPass, optionalText, personName, requiredOrInvalid, text } from "./common";

/**
 * The account's own forms (settings, password reset, deletion), one schema each, shared by the
 * form and its route. Passwords are never trimmed.
 */
export const ACCOUNT_MESSAGES = {
  email: "Please enter the email you signed up with.",
  newEmail: "Please enter the new email address.",
  sameEmail: "That is already your email.",
  password: "Please enter your password.",
  currentPassword: "Please enter your current password.",
  newPassword: "Please choose a new password.",
  token: "This link is incomplete. Please open it again from the email.",
} as const;

const anyPassword = (empty: string) =>
  z
    .string({ error: requiredOrInvalid })
    .refine((v) => isStorableText(v), { error: "Password contains characters we can't store.", abort: true })
    .min(1, { error: empty, abort: true })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

const newPassword = z
  .string({ error: requiredOrInvalid })
  .refine((v) => isStorableText(v), { error: "Password contains characters we can't store.", abort: true })
  .min(1, { error: ACCOUNT_MESSAGES.newPassword, abort: true })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

/** A token from a link: base64url, as tokens.ts makes them. */
const linkToken = z
  .string({ error: ACCOUNT_MESSAGES.token })
  .min(1, { error: ACCOUNT_MESSAGES.token })
  .max(200, { error: ACCOUNT_MESSAGES.token })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ACCOUNT_MESSAGES.token });

const requiredEmail = (empty: string) =>
  text("Email")
    .min(1, { error: empty, abort: true })
    .pipe(email("Please enter a valid email"));

/** POST /api/auth/password/forgot: "Forgot password?" */
export const forgotPasswordSchema = z.object({ email: requiredEmail(ACCOUNT_MESSAGES.email) }, { error: "Invalid input" });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;

/** POST /api/auth/password/reset: the link's token and the new password. */
export const resetPasswordSchema = z.object({ token: linkToken, newPassword }, { error: "Invalid input" });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

/** POST /api/account/profile: the name the portal greets you by. */
export const profileNameSchema = z.object({ fullName: personName("Full name", "Please enter your name.", "Full name must be at most 120 characters") }, { error: "Invalid input" });
export type ProfileNameInput = z.input<typeof profileNameSchema>;
export type ProfileNameData = z.output<typeof profileNameSchema>;

/**
 * POST /api/account/birth-data. The date is required; time and place are optional as at signup,
 * and when both are given a new blueprint is charted from them (the old ones stay in the history).
 */
export const birthDataSchema = z.object(
  {
    dateOfBirth: dateOfBirthSchema,
    timeOfBirth: optionalText("Time of birth", 5, "Time of birth must look like 14:30 (HH:mm).").pipe(
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Time of birth must look like 14:30 (HH:mm)." })
        .optional(),
    ),
    placeOfBirth: optionalText("Place of birth", 160, "That place name is too long"),
    /** The atlas id of the suggestion picked, so the server need not guess between namesakes. */
    placeId: z.number({ error: "Invalid input" }).int().positive().nullish().transform((v) => v ?? undefined),
    disambiguation: optionalRepeatedHourPass,
  },
  { error: "Invalid input" },
);
export type BirthDataInput = z.input<typeof birthDataSchema>;
export type BirthDataData = z.output<typeof birthDataSchema>;

/** POST /api/account/email: a new address (confirmed by a link sent to it) and the current password. */
export const changeEmailSchema = z.object(
  { newEmail: requiredEmail(ACCOUNT_MESSAGES.newEmail), currentPassword: anyPassword(ACCOUNT_MESSAGES.currentPassword) },
  { error: "Invalid input" },
);
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type ChangeEmailData = z.output<typeof changeEmailSchema>;

/** POST /api/account/email/confirm: the token from the link sent to the new address. */
export const confirmEmailSchema = z.object({ token: linkToken }, { error: "Invalid input" });
export type ConfirmEmailData = z.output<typeof confirmEmailSchema>;

/** POST /api/account/delete: the password, as the last word. */
export const deleteAccountSchema = z.object({ password: anyPassword(ACCOUNT_MESSAGES.password) }, { error: "Invalid input" });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccountData = z.output<typeof deleteAccountSchema>;
