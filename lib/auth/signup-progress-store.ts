// The signup draft's storage, without its zod schema (signup-progress.ts): logout clears the draft
// from the header on every page, which must not load zod for it (issue 16).

/** SPEC §3: signup progress lives in session storage under this key, restored on return, cleared on success. */
export const SIGNUP_PROGRESS_KEY = "tqv-signup";

export type ProgressStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function progressStorage(): ProgressStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the wizard simply starts fresh
  }
}

export function clearSignupProgress(store: ProgressStorage | null = progressStorage()): void {
  try {
    store?.removeItem(SIGNUP_PROGRESS_KEY);
  } catch {
    // nothing to clear
  }
}
