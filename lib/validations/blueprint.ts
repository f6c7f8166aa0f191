import { z } from "zod";

import { isRealBirthDate, text } from "./common";

/** SPEC §5 Portal generator: name, date, time and place of birth, all required. Shared by the form and POST /api/reports/solo. */
export const blueprintSchema = z.object({
  name: text().min(1, "Your name is required").max(120, "That name is too long"),
  dob: text()
    .min(1, "Date of birth is required")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD")
    .refine(isRealBirthDate, "Enter a real birth date between 1900 and today"),
  tob: text()
    .min(1, "Time of birth is required")
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the 24-hour time format HH:MM"),
  pob: text().min(1, "Place of birth is required").max(160, "That place name is too long"),
});

export type BlueprintInput = z.input<typeof blueprintSchema>;
export type BlueprintData = z.output<typeof blueprintSchema>;
