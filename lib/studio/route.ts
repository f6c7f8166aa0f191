import "server-only";

import { ApiError, route } from "@/lib/api/errors";

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
    return handler(request, { operator, params: await context.params });
  });
}

const notAllowed = studioRoute(async () => {
  throw new ApiError(405, "That method is not allowed here.");
});

/**
 * The methods a studio route does not implement: 404 for everyone but an operator (Next would
 * otherwise answer 405, or 204 to OPTIONS, and show that the route exists), 405 for an operator.
 * A route file destructures the ones it does not define: `export const { GET, PUT, … } = otherMethods`.
 */
export const otherMethods = { GET: notAllowed, POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS: notAllowed };
