import { z } from "zod";

import { storedJson } from "@/lib/db/stored-json";

/**
 * AutomationSubscription.details: what the subscriber told us beyond the columns: the intention
 * every letter keeps in mind (SPEC §7 details.intention), stored as given (their own words), and,
 * optionally, their birth date, time and resolved birthplace, which make the Daily Transit Digest
 * their own sky. The column's default `{}` is version 1 with none.
 */
const birth = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** HH:mm, or absent when unknown. */
  time: z.string().regex(/^\d{2}:\d{2}$/).optional(),
  place: z.object({ name: z.string(), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), timezone: z.string().min(1) }),
});

/**
 * Changes asked for through the public form to a confirmed subscription: anyone can type an
 * address, so they wait here until the link sent to that address is followed
 * (lib/automations/subscribe.ts), and only then replace the columns and fields above.
 */
const pendingChanges = z.object({
  personaHandle: z.string().optional(),
  fullName: z.string().optional(),
  timezone: z.string().optional(),
  intention: z.string().optional(),
  birth: birth.optional(),
  /** ISO time the link for these changes was sent. */
  requestedAt: z.string(),
});

const subscriptionDetails = z.object({
  intention: z.string().optional(),
  birth: birth.optional(),
  pending: pendingChanges.optional(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;
export type PendingSubscriptionChanges = z.infer<typeof pendingChanges>;

export const subscriptionDetailsJson = storedJson({ column: "AutomationSubscription.details", version: 1, schema: subscriptionDetails });

/**
 * Which details held changes would replace, in words ("your name, your time zone and your birth
 * details"), for the letter and the confirm page: never the values typed, which anyone could choose.
 */
export function pendingChangesInWords(pending: PendingSubscriptionChanges): string {
  const fields: [keyof PendingSubscriptionChanges, string][] = [
    ["fullName", "your name"],
    ["personaHandle", "your guide"],
    ["timezone", "your time zone"],
    ["intention", "your intention"],
    ["birth", "your birth details"],
  ];
  const named = fields.filter(([field]) => pending[field] !== undefined).map(([, words]) => words);
  return new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" }).format(named);
}
