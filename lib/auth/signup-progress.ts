import { z } from "zod";

import { INTENTIONS, type Intention } from "@/lib/intentions";
import { PERSONA_HANDLES } from "@/lib/personas";

import { progressStorage as storage, SIGNUP_PROGRESS_KEY, type ProgressStorage } from "./signup-progress-store";

export { clearSignupProgress, SIGNUP_PROGRESS_KEY } from "./signup-progress-store";
export const SIGNUP_STEPS = 3; // SPEC §9

const field = z.string().max(500).optional().catch(undefined);

// Lenient on read: anything unreadable is dropped field by field, never thrown.
const progressSchema = z.object({
  step: z.number().int().min(1).max(SIGNUP_STEPS).catch(1),
  personaHandle: z.enum(PERSONA_HANDLES).optional().catch(undefined),
  intention: z
    .enum(INTENTIONS.map((i) => i.value) as [Intention, ...Intention[]])
    .optional()
    .catch(undefined),
  values: z
    .object({
      fullName: field,
      dateOfBirth: field,
      timeOfBirth: field,
      placeOfBirth: field,
      disambiguation: z.enum(["earlier", "later"]).optional().catch(undefined),
      email: field,
      username: field,
    })
    .catch({}),
});

export type SignupProgress = z.output<typeof progressSchema>;

export function readSignupProgress(store: ProgressStorage | null = storage()): SignupProgress | null {
  try {
    const raw = store?.getItem(SIGNUP_PROGRESS_KEY);
    if (!raw) return null;
    const parsed = progressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the wizard's state. Takes the whole form on purpose and keeps only safe fields: the password never lands in storage. */
export function saveSignupProgress(
  progress: { step: number; values: Partial<Record<string, unknown>> },
  store: ProgressStorage | null = storage(),
): void {
  const { values } = progress;
  const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);
  const record = {
    step: progress.step,
    personaHandle: text(values.personaHandle),
    intention: text(values.intention),
    values: {
      fullName: text(values.fullName),
      dateOfBirth: text(values.dateOfBirth),
      timeOfBirth: text(values.timeOfBirth),
      placeOfBirth: text(values.placeOfBirth),
      disambiguation: text(values.disambiguation),
      email: text(values.email),
      username: text(values.username),
    },
  };
  try {
    store?.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify(record));
  } catch {
    // quota or disabled storage: progress is a convenience, not a requirement
  }
}
