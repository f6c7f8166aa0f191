import { z } from "zod";

import { isRealBirthDate, optionalRepeatedHourPass, optionalText, text } from "./common";

export const FREE_READING_MESSAGES = {
  dob: "Please enter your date of birth.",
  realDob: "Please enter a real birth date between 1900 and today.",
  time: "Time of birth must look like 14:30 (HH:mm).",
} as const;

/**
 * POST /api/free-reading, shared by the signed-out form on /solo-reading and the route: a birth
 * date, and the time and place when known (a place picked from the suggestions carries its id).
 */
export const freeReadingSchema = z.object(
  {
    dob: text("Date of birth")
      .min(1, { error: FREE_READING_MESSAGES.dob, abort: true })
      .refine(isRealBirthDate, { error: FREE_READING_MESSAGES.realDob }),
    tob: optionalText("Time of birth", 5, FREE_READING_MESSAGES.time).pipe(
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: FREE_READING_MESSAGES.time })
        .optional(),
    ),
    pob: optionalText("Place of birth", 200, "Place of birth must be at most 200 characters"),
    placeId: z.number({ error: "Invalid input" }).int().positive().nullish().transform((v) => v ?? undefined),
    disambiguation: optionalRepeatedHourPass,
  },
  { error: "Invalid input" },
);

export type FreeReadingInput = z.input<typeof freeReadingSchema>;
export type FreeReadingData = z.output<typeof freeReadingSchema>;
