import "server-only";

import { getServerSession } from "next-auth";
import { connection } from "next/server";
import { cache } from "react";

import { getSessionUser } from "./get-session-user";
import { authOptions } from "./options";

/**
 * The next-auth session of this request (user id only), deduplicated per render. Marks the
 * render as per-request first, so a page that reads it is never prerendered at build time.
 */
export const getSession = cache(async () => {
  await connection();
  return getServerSession(authOptions);
});

/** The signed-in user's profile, fresh from the database; null when signed out or the account is gone. */
export const getCurrentUser = cache(async () => {
  const userId = (await getSession())?.user.id;
  return userId ? getSessionUser(userId) : null;
});
