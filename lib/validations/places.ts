import { z } from "zod";

import { text } from "./common";

/** GET /api/places query. */
export const placesQuerySchema = z.object({
  q: text("The search").max(120, "That search is too long.").default(""),
  limit: z.coerce.number().int().min(1).max(10).default(6),
});
