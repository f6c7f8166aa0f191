import { z } from "zod";

import { isTimeZone } from "@/lib/time-zones";

const timezone = z
  .string()
  .trim()
  .max(64, "That time zone is not one we know.")
  .refine((tz) => isTimeZone(tz), "That time zone is not one we know.")
  .optional();

/** GET /api/sky/today?tz= */
export const skyTodayQuerySchema = z.object({ tz: timezone });

/** GET /api/sky/calendar?days=&tz= : 1 to 90 days, 30 when left out. */
export const skyCalendarQuerySchema = z.object({
  tz: timezone,
  days: z
    .string()
    .regex(/^\d{1,3}$/, "days must be a whole number from 1 to 90.")
    .transform(Number)
    .pipe(z.number().int().min(1, "days must be a whole number from 1 to 90.").max(90, "days must be a whole number from 1 to 90."))
    .optional()
    .transform((d) => d ?? 30),
});
