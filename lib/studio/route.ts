import "server-only";

import { ApiError, route } from "@/lib/api/errors";
import { isUrlId } from "@/lib/validations/params";

import { requireOperator, type Operator } from "./operator";

type StudioHandler<P> = (request: Request, context: { operator: Operator; params: P }) => Promise<Response>;

/**
 * A studio route handler: the operator check comes first, before the body is read or validated,
 * so everyone else gets the same 404 whatever they send (a 400 would tell them the route exists).
 * Then the handler parses, calls lib/studio and answers; errors map to `{ message }` via route().
 */
export function studioRoute<P = Record<string, never>>(handler: StudioHandler<P>) {
  return route<{ params: Promise<P> }>(async (request, context) => {
    const operator = await requireOperator(request);
    const params = await context.params;
    // Every studio path segment is a record id; anything else names nothing (and a lone
    // surrogate or NUL must never reach the database as a key).
    if (!Object.values((params ?? {}) as Record<string, unknown>).every(isUrlId)) {
      throw new ApiError(404, "No such record.");
    }
    return handler(request, { operator, params });
  });
}

const notAllowed = studioRoute<Record<string, string>>(async () => {
  throw new ApiError(405, "That method is not allowed here.");
});

/**
 * The methods a studio route does not implement: 404 for everyone but an operator (Next would
 * otherwise answer 405, or 204 to OPTIONS, and show that the route exists), 405 for an operator.
 * A route file destructures the ones it does not define: `export const { GET, PUT, … } = otherMethods`.
 */
export const otherMethods = { GET: notAllowed, POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS: notAllowed };
