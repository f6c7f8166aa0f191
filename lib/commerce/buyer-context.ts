import { z } from "zod";

import { storedJson } from "@/lib/db/stored-json";

/**
 * Order.context: what the buyer's browser and the payment told us about where they are, so a
 * crisis letter can list the helplines of their country (lib/oracle/care/resources.ts). Only the
 * locale the browser announces and the country the payment provider reports; no IP lookups.
 */
export const buyerContextSchema = z.object({
  locale: z.string().max(35).optional(),
  country: z.string().length(2).optional(),
  timezone: z.string().max(64).optional(),
});
export type BuyerContext = z.infer<typeof buyerContextSchema>;

export const orderContextJson = storedJson({ column: "Order.context", version: 1, schema: buyerContextSchema });

/** The browser's first Accept-Language tag ("en-GB"), if it is a plausible BCP 47 tag. */
export function buyerContext(request: Request): BuyerContext {
  const first = request.headers.get("accept-language")?.split(",")[0]?.split(";")[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? { locale: first } : {};
}
