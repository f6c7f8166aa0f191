import "server-only";

import { db } from "@/lib/db";
import type { PreferencesData } from "@/lib/validations/preferences";

import { SESSION_USER_SELECT, sessionUserFromRow, type SessionUser } from "./session-user";

/** Stores the oracle and/or focus on the account (the browser keeps only a cache of them); returns the session user. */
export async function updatePreferences(userId: string, input: PreferencesData): Promise<SessionUser> {
  const row = await db().user.update({
    where: { id: userId },
    data: {
      ...(input.personaHandle !== undefined ? { personaHandle: input.personaHandle } : {}),
      ...(input.intention !== undefined ? { intention: input.intention } : {}),
    },
    select: SESSION_USER_SELECT,
  });
  return sessionUserFromRow(row);
}
