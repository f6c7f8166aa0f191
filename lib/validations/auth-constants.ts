// The sign-up and password constants, without zod: client forms import these at once and fetch
// the schemas (auth.ts, which re-exports them) only when they validate (issue 16).
/** SPEC §5 Signup messages, exact. */
export const SIGNUP_MESSAGES = {
  oracle: "Choose the oracle you feel most resonant with.",
  blueprint: "We need your name and birth date to map your chart.",
  credentials: "An email and password are needed to secure your portal.",
} as const;

export const PASSWORD_MIN = 8; // SPEC §9
export const PASSWORD_MAX = 128; // scrypt cost grows with length: keep it bounded
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,22})[a-z0-9]$/;

/** Which fields each wizard step owns (steps intention, essence, credentials: SPEC §4). */
export const SIGNUP_STEP_FIELDS = [
  ["personaHandle", "intention"],
  ["fullName", "dateOfBirth", "timeOfBirth", "placeOfBirth", "disambiguation"],
  ["email", "password", "username"],
] as const; // auth.ts checks these against the form's fields
