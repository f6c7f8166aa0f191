import { INTENTIONS, type Intention } from "@/lib/intentions";
import { isPersonaHandle, type PersonaHandle } from "@/lib/personas";

/**
 * SPEC §3 session user: what `GET /api/auth/session` returns under `user`. Beyond SPEC's six
 * fields the account remembers the oracle and focus chosen at signup (the header and portal read
 * them here; the browser's storage is only a cache) and when the seeker's newest blueprint was
 * charted, so every device tells the same story.
 */
export interface SessionUser {
  fullName: string | null;
  username: string | null;
  email: string;
  dateOfBirth: string | null;
  timeOfBirth: string | null;
  placeOfBirth: string | null;
  personaHandle: PersonaHandle | null;
  intention: Intention | null;
  /** ISO time of the newest blueprint, or null before the first. */
  lastChartedAt: string | null;
}

/** The columns behind a SessionUser: never the hash or internal ones. */
export const SESSION_USER_SELECT = {
  fullName: true,
  username: true,
  email: true,
  dateOfBirth: true,
  timeOfBirth: true,
  placeOfBirth: true,
  personaHandle: true,
  intention: true,
  soloReports: { select: { createdAt: true }, orderBy: { createdAt: "desc" }, take: 1 },
} as const;

/** A user row read with SESSION_USER_SELECT (or a fuller one, e.g. the row login reads with the hash). */
export interface SessionUserRow {
  fullName: string | null;
  username: string | null;
  email: string;
  dateOfBirth: string | null;
  timeOfBirth: string | null;
  placeOfBirth: string | null;
  personaHandle: string | null;
  intention: string | null;
  soloReports: readonly { createdAt: Date }[];
}

const isIntention = (value: string | null): value is Intention => INTENTIONS.some((i) => i.value === value);

/** The session fields of a row: the remembered choices only when they are still known values. */
export function sessionUserFromRow(row: SessionUserRow): SessionUser {
  const { fullName, username, email, dateOfBirth, timeOfBirth, placeOfBirth, personaHandle, intention } = row;
  return {
    fullName,
    username,
    email,
    dateOfBirth,
    timeOfBirth,
    placeOfBirth,
    personaHandle: isPersonaHandle(personaHandle) ? personaHandle : null,
    intention: isIntention(intention) ? intention : null,
    lastChartedAt: row.soloReports[0]?.createdAt.toISOString() ?? null,
  };
}

/** Picks the session fields out of a fuller user (e.g. the signed-in CurrentUser with its ids). */
export function toSessionUser(user: SessionUser): SessionUser {
  const { fullName, username, email, dateOfBirth, timeOfBirth, placeOfBirth, personaHandle, intention, lastChartedAt } = user;
  return { fullName, username, email, dateOfBirth, timeOfBirth, placeOfBirth, personaHandle, intention, lastChartedAt };
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
