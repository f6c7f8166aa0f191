import { z } from "zod";

import { storedJson } from "@/lib/db/stored-json";

/**
 * AutomationSubscription.details: what the subscriber told us beyond the columns, today only the
 * intention every letter keeps in mind (SPEC §7 details.intention). Stored as given and read
 * back: it is the subscriber's own words. The column's default `{}` is version 1 with none.
 */
const subscriptionDetails = z.object({ intention: z.string().optional() });
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;

export const subscriptionDetailsJson = storedJson({ column: "AutomationSubscription.details", version: 1, schema: subscriptionDetails });
