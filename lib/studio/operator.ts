import "server-only";

import { notFound } from "next/navigation";

import { ApiError } from "@/lib/api/errors";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";

declare const operatorBrand: unique symbol;

/**
 * A signed-in user whose email is in OPERATOR_EMAILS. Only requireOperator makes one, so every
 * studio query and action that takes an Operator was reached through the check.
 */
export interface Operator {
  readonly userId: string;
  /** Lower-cased: how the audit log names who did it. */
  readonly email: string;
  readonly name: string;
  readonly [operatorBrand]: true;
}

/** The same answer as a path that does not exist: the studio's existence is nobody else's business. */
export const STUDIO_NOT_FOUND = "Not found";

export function isOperatorEmail(email: string, operators: readonly string[] = env.OPERATOR_EMAILS): boolean {
  const wanted = email.trim().toLowerCase();
  return wanted.length > 0 && operators.includes(wanted);
}

function operatorOf(user: CurrentUser | null): Operator | null {
  if (!user || !isOperatorEmail(user.email)) return null;
  return { userId: user.id, email: user.email.trim().toLowerCase(), name: user.fullName || user.username || user.email } as Operator;
}

/**
 * The operator making this request, or a 404 for everyone else (signed out included):
 * route handlers pass their Request and get an ApiError(404); pages and layouts call it bare
 * and get notFound(), which renders the site's ordinary 404 page with a 404 status.
 */
export async function requireOperator(request: Request): Promise<Operator>;
export async function requireOperator(): Promise<Operator>;
export async function requireOperator(request?: Request): Promise<Operator> {
  const operator = operatorOf(await getCurrentUser(request));
  if (operator) return operator;
  if (request) throw new ApiError(404, STUDIO_NOT_FOUND);
  notFound();
}
