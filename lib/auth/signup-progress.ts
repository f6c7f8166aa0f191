import { INTENTIONS, type Intention } from "@/lib/intentions";
import { isPersonaHandle, type PersonaHandle } from "@/lib/personas";

import { progressStorage as storage, SIGNUP_PROGRESS_KEY, type ProgressStorage } from "./signup-progress-store";

export { clearSignupProgress, SIGNUP_PROGRESS_KEY } from "./signup-progress-store";
export const SIGNUP_STEPS = 3; // SPEC §9

/** What the sign-up wizard keeps between visits (never the password). */
export interface SignupProgress {
  step: number;
  personaHandle?: PersonaHandle;
  intention?: Intention;
  values: {
    fullName?: string;
    dateOfBirth?: string;
    timeOfBirth?: string;
    placeOfBirth?: string;
    disambiguation?: "earlier" | "later";
    email?: string;
    username?: string;
  };
}

const TEXT_FIELDS = ["fullName", "dateOfBirth", "timeOfBirth", "placeOfBirth", "email", "username"] as const;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(allowed: readonly T[], v: unknown): T | undefined => (allowed as readonly unknown[]).includes(v) ? (v as T) : undefined;

/**
 * Lenient on read: anything unreadable is dropped field by field, never thrown; only something
 * that is not an object at all is no progress. By hand rather than with zod, which the sign-up and
 * free-reading pages then fetch only when their forms validate (issue 16).
 */
function parseProgress(input: unknown): SignupProgress | null {
  if (!isRecord(input)) return null;
  const step = typeof input.step === "number" && Number.isInteger(input.step) && input.step >= 1 && input.step <= SIGNUP_STEPS ? input.step : 1;
  const stored = isRecord(input.values) ? input.values : {};
  const values: SignupProgress["values"] = {};
  for (const key of TEXT_FIELDS) {
    const value = stored[key];
    if (typeof value === "string" && value.length <= 500) values[key] = value;
  }
  const disambiguation = oneOf(["earlier", "later"] as const, stored.disambiguation);
  if (disambiguation) values.disambiguation = disambiguation;
  return {
    step,
    personaHandle: isPersonaHandle(input.personaHandle) ? input.personaHandle : undefined,
    intention: oneOf(INTENTIONS.map((i) => i.value), input.intention),
    values,
  };
}

export function readSignupProgress(store: ProgressStorage | null = storage()): SignupProgress | null {
  try {
    const raw = store?.getItem(SIGNUP_PROGRESS_KEY);
    if (!raw) return null;
    return parseProgress(JSON.parse(raw));
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
