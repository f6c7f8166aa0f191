import { z } from "zod";

import { INTENTIONS } from "@/lib/intentions";
import { PERSONA_HANDLES } from "@/lib/personas";

const INTENTION_VALUES = INTENTIONS.map((i) => i.value) as [(typeof INTENTIONS)[number]["value"], ...(typeof INTENTIONS)[number]["value"][]];

/**
 * POST /api/account/preferences, shared by the header's oracle switcher and the portal's focus
 * picker: the oracle and the focus the account remembers. Absent means "leave as it is"; a null
 * focus clears it (the focus is optional, the oracle is not).
 */
export const preferencesSchema = z
  .object(
    {
      personaHandle: z.enum(PERSONA_HANDLES, { error: "Choose one of the three oracles." }).optional(),
      intention: z.enum(INTENTION_VALUES, { error: "Please choose one of the three focuses, or none." }).nullable().optional(),
    },
    { error: "Invalid input" },
  )
  .refine((v) => v.personaHandle !== undefined || v.intention !== undefined, { error: "Nothing to change." });

export type PreferencesInput = z.input<typeof preferencesSchema>;
export type PreferencesData = z.output<typeof preferencesSchema>;
