import { z } from "zod";

import { isRealBirthDate, personName, repeatedHourPass, text } from "./common";

/**
 * SPEC §5 Portal generator: name, date, time and place of birth, all required. Shared by the form
 * and POST /api/reports/solo. Labels as in components/portal/blueprint-generator.tsx.
 */
export const blueprintSchema = z.object({
  name: personName("Full birth name", "Your name is required", "That name is too long"),
  dob: text("Date of birth")
    .min(1, "Date of birth is required")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD")
    .refine(isRealBirthDate, "Enter a real birth date between 1900 and today"),
  tob: text("Time of birth")
    .min(1, "Time of birth is required")
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the 24-hour time format HH:MM"),
  pob: text("Place of birth").min(1, "Place of birth is required").max(160, "That place name is too long"),
  /** Not in SPEC's payload: the atlas id of the suggestion the seeker picked, so the server need not guess between namesakes. */
  placeId: z.number().int().positive().optional(),
  disambiguation: repeatedHourPass.optional(),
});

export type BlueprintInput = z.input<typeof blueprintSchema>;
export type BlueprintData = z.output<typeof blueprintSchema>;
