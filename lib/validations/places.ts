import { z } from "zod";

import { text } from "./common";

/** GET /api/places query. */
export const placesQuerySchema = z.object({
  q: text("The search").max(120, "That search is too long.").default(""),
  limit: z.coerce.number().int().min(1).max(10).default(6),
});

/** GET /api/places/check query: is this typed birthplace on the atlas? */
export const placeCheckQuerySchema = z.object({
  q: text("The place").min(1, "Type a town or city.").max(200, "That place name is too long."),
});
