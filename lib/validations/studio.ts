import { z } from "zod";

import { text } from "./common";

/**
 * The operator studio's forms and calls (app/api/studio/*), shared by its client islands and the
 * route handlers. Pure: no server-only, no Prisma.
 */

/** A reading's letter as the operator leaves it: the writers' small markup, whole. */
export const MAX_LETTER_CHARS = 40_000;
const letter = text("The letter", { multiline: true })
  .max(MAX_LETTER_CHARS, { error: `A letter can be at most ${MAX_LETTER_CHARS.toLocaleString("en-US")} characters.` })
  .refine((v) => v.trim().length >= 40, { error: "The letter is too short to send: write at least a few sentences." })
  // Normalised like the writers' output: Unix newlines, no trailing whitespace at the end.
  .transform((v) => v.replace(/\r\n?/g, "\n").trimEnd());

/**
 * The version of the reading the operator was looking at (its updatedAt): an edit or approval of
 * a reading someone else changed since is refused, so nobody approves a text they have not read.
 */
const version = z.iso.datetime({ error: "Reload the page: this reading's version is missing." });

export const editReadingSchema = z.object({ body: letter, version });
export type EditReadingInput = z.input<typeof editReadingSchema>;

/** Approve as it stands, or with the edited text (saved and approved in one step). */
export const approveReadingSchema = z.object({ body: letter.optional(), version });
export type ApproveReadingInput = z.input<typeof approveReadingSchema>;

/** Which crisis lines the care letter leads with. */
export const CRISIS_KINDS = ["self-harm", "abuse"] as const;
export const crisisLetterSchema = z.object({
  kind: z.enum(CRISIS_KINDS, { error: "Choose which kind of crisis the letter speaks to." }),
  note: text("The note", { multiline: true }).min(3, "Say in a few words why (it goes in the audit log).").max(1000, "Keep the note under 1000 characters."),
});
export type CrisisLetterInput = z.input<typeof crisisLetterSchema>;

/** A crisis order's follow-up is done: the held record is closed. */
export const closeReadingSchema = z.object({
  note: text("The note", { multiline: true }).min(3, "Say in a few words how it was followed up.").max(1000, "Keep the note under 1000 characters."),
});
export type CloseReadingInput = z.input<typeof closeReadingSchema>;

export const refundOrderSchema = z.object({
  reason: text("The reason", { multiline: true }).min(3, "Give a reason for the refund (it goes in the audit log).").max(500, "Keep the reason under 500 characters."),
});
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

export const resendEmailSchema = z.object({ messageId: text("The email").min(1, "Choose the email to resend.").max(64, "Invalid input") });
export type ResendEmailInput = z.input<typeof resendEmailSchema>;

export const retryJobSchema = z.object({}).strict();
export const resolveAlertSchema = z.object({ note: text("The note", { multiline: true }).max(1000, "Keep the note under 1000 characters.").optional() });
export type ResolveAlertInput = z.input<typeof resolveAlertSchema>;

export const ORDER_STATUSES = ["pending", "paid", "fulfilled", "cancelled", "refunded"] as const;
export const READING_STATUSES = ["held", "approved", "sent", "withdrawn"] as const;

const page = z.coerce.number().int().min(1).max(10_000).catch(1);
const optionalParam = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined);

/** /studio/orders?q=&status=&reading=&page=: a search box and filters; junk falls back to defaults. */
export const orderSearchSchema = z.object({
  q: optionalParam(200),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  reading: z.enum(READING_STATUSES).optional().catch(undefined),
  page,
});
export type OrderSearch = z.output<typeof orderSearchSchema>;

/** /studio/emails?q=&tag=&page= */
export const emailSearchSchema = z.object({ q: optionalParam(200), tag: optionalParam(40), page });
export type EmailSearch = z.output<typeof emailSearchSchema>;

/** /studio/subscribers?series=&state=&page= */
export const subscriberSearchSchema = z.object({
  series: optionalParam(40),
  state: z.enum(["active", "unsubscribed"]).optional().catch(undefined),
  page,
});
export type SubscriberSearch = z.output<typeof subscriberSearchSchema>;

/** /studio/messages?page= */
export const pageSearchSchema = z.object({ page });

/** Search params as Next hands them to a page: a repeated key arrives as an array (the first wins). */
export function firstParams(params: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}
