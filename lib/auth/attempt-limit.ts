import "server-only";

import { ApiError } from "@/lib/api/errors";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "@/lib/security/rate-limit";

export const FAILURE_LIMIT = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Brute-force guard for signup (login has its own, login-limit.ts). Failures (a taken email or
 * username) are counted per IP and per email (10 in 15 minutes, then 429), so a seeker who gets
 * in is never penalised for it; a per-IP ceiling on all attempts, counted atomically up front,
 * also caps bursts fired in parallel before any failure is recorded.
 */
export class AttemptLimit {
  private readonly failureKeys: string[];

  constructor(
    private readonly action: "signup",
    private readonly ip: string,
    private readonly email: string,
    private readonly attemptCeiling: number,
  ) {
    this.failureKeys = [`${action}:fail:ip:${ip}`, `${action}:fail:email:${email}`];
  }

  /** Throws 429 when this IP or email has failed too often, or the IP is flooding. */
  async check(): Promise<void> {
    const burst = await hitRateLimit(`${this.action}:attempt:ip:${this.ip}`, this.attemptCeiling, FAILURE_WINDOW_MS);
    if (!burst.allowed) throw new ApiError(429, TOO_MANY_ATTEMPTS);
    for (const key of this.failureKeys) {
      if (!(await peekRateLimit(key, FAILURE_LIMIT)).allowed) throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
  }

  async recordFailure(): Promise<void> {
    for (const key of this.failureKeys) await hitRateLimit(key, FAILURE_LIMIT, FAILURE_WINDOW_MS);
  }

  /** A success forgives this email's failures (not the IP's: one good account must not reset a spray). */
  async recordSuccess(): Promise<void> {
    await clearRateLimit(`${this.action}:fail:email:${this.email}`);
  }
}
