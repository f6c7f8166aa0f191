import { z } from "zod";

import { storedJson } from "@/lib/db/stored-json";

/**
 * AutomationSubscription.details: what the subscriber told us beyond the columns: the intention
 * every letter keeps in mind (SPEC §7 details.intention), stored as given (their own words), and,
 * optionally, their birth date, time and resolved birthplace, which make the Daily Transit Digest
 * their own sky. The column's default `{}` is version 1 with none.
 */
const subscriptionDetails = z.object({
  intention: z.string().optional(),
  birth: z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** HH:mm, or absent when unknown. */
      time: z.string().regex(/^\d{2}:\d{2}$/).optional(),
      place: z.object({ name: z.string(), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), timezone: z.string().min(1) }),
    })
    .optional(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;

export const subscriptionDetailsJson = storedJson({ column: "AutomationSubscription.details", version: 1, schema: subscriptionDetails });
