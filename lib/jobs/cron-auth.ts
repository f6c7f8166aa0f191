import "server-only";

import { timingSafeEqual } from "node:crypto";

import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";

/**
 * Cron routes answer only `Authorization: Bearer ${CRON_SECRET}` (what Vercel Cron sends). No
 * secret configured means no cron: 503, so a misconfigured deploy is loud instead of open.
 */
export function assertCronAuthorized(request: Request, { secret }: { secret: string | undefined } = { secret: env.CRON_SECRET }): void {
  if (!secret) throw new ApiError(503, "Cron is not configured on this server (set CRON_SECRET).");
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(401, "Unauthorized");
}
