import "server-only";

import { ApiError } from "@/lib/api/errors";
import { readSessionUserId } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";

export interface CheckoutBuyer {
  userId: string;
  email: string;
}

export const SIGN_IN_REQUIRED = "Please sign in to continue.";

/**
 * The signed-in buyer from the request's session cookie, read fresh from the database (a
 * deleted account is signed out). With `required`, a signed-out request is a 401.
 */
export async function getCheckoutBuyer(request: Request, options: { required: true }): Promise<CheckoutBuyer>;
export async function getCheckoutBuyer(request: Request, options?: { required?: false }): Promise<CheckoutBuyer | null>;
export async function getCheckoutBuyer(request: Request, { required = false }: { required?: boolean } = {}): Promise<CheckoutBuyer | null> {
  const { userId } = await readSessionUserId(request);
  const user = userId ? await db().user.findUnique({ where: { id: userId }, select: { id: true, email: true } }) : null;
  if (!user && required) throw new ApiError(401, SIGN_IN_REQUIRED);
  return user ? { userId: user.id, email: user.email } : null;
}
