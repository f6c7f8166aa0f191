/** SPEC §3 session user: what `GET /api/auth/session` returns under `user`. */
export interface SessionUser {
  fullName: string | null;
  username: string | null;
  email: string;
  dateOfBirth: string | null;
  timeOfBirth: string | null;
  placeOfBirth: string | null;
}

/** The columns behind a SessionUser: exactly the SPEC §3 fields, never the hash or internal ones. */
export const SESSION_USER_SELECT = {
  fullName: true,
  username: true,
  email: true,
  dateOfBirth: true,
  timeOfBirth: true,
  placeOfBirth: true,
} as const satisfies Record<keyof SessionUser, true>;

/** Picks the session fields out of a fuller row (e.g. the one login reads with the hash). */
export function toSessionUser(row: SessionUser): SessionUser {
  const { fullName, username, email, dateOfBirth, timeOfBirth, placeOfBirth } = row;
  return { fullName, username, email, dateOfBirth, timeOfBirth, placeOfBirth };
}

/** SPEC §1: first name of fullName, else username, else 'Seeker'. */
export function greetingName(user: Pick<SessionUser, "fullName" | "username"> | null): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  return first || user?.username?.trim() || "Seeker";
}

/** SPEC §2 Shell: username, else full name, else email. */
export function displayName(user: Pick<SessionUser, "fullName" | "username" | "email">): string {
  return user.username?.trim() || user.fullName?.trim() || user.email;
}
