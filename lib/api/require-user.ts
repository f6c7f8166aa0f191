import "server-only";

import { readSessionUserId } from "@/lib/auth/session-cookie";

import { ApiError } from "./errors";

/** The signed-in user's id for a route handler, or a 401 `{ message }`. */
export async function requireUserId(request: Request, message = "Please sign in to continue."): Promise<string> {
  const { userId } = await readSessionUserId(request);
  if (!userId) throw new ApiError(401, message);
  return userId;
}
