import "server-only";

import { ApiError } from "@/lib/api/errors";
import { clearRateLimit, cooldownLeftMs, hitRateLimit, peekRateLimit, setCooldown } from "@/lib/security/rate-limit";

import { TOO_MANY_ATTEMPTS } from "./attempt-limit";

/**
 * Login limits an attacker cannot turn against the account's owner. Nothing here is keyed on
 * the email alone, so failures from other addresses never lock the owner's password out:
 * - per address, every attempt (parallel bursts) and every failure across emails (spraying);
 * - per (email, address) pair, a lockout after a few failures;
 * - per email, a back-off that grows with the email's failures from anywhere (1 s, 2 s, 4 s…,
 *   capped at 30 s) and is served to each address after its own failure, as a 429 saying how
 *   long to wait. An owner who mistypes while the account is under attack waits at most the
 *   cap; one who types it right is let straight in.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  attemptsPerAddress: 60,
  failuresPerAddress: 20,
  failuresPerPair: 5,
  freeFailuresPerEmail: 3,
  maxBackoffMs: 30 * 1000,
} as const;

export function tryAgainIn(seconds: number): string {
  return `Too many attempts with this email. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

/** The wait an address owes after failing on an email that has failed `emailFailures` times in the window. */
export function backoffMs(emailFailures: number): number {
  const over = emailFailures - LOGIN_LIMITS.freeFailuresPerEmail;
  return over < 0 ? 0 : Math.min(1000 * 2 ** over, LOGIN_LIMITS.maxBackoffMs);
}

export class LoginLimit {
  private readonly keys;

  constructor(ip: string, email: string) {
    const pair = `${email}|${ip}`;
    this.keys = {
      attempts: `login:attempt:ip:${ip}`,
      addressFailures: `login:fail:ip:${ip}`,
      pairFailures: `login:fail:pair:${pair}`,
      pairBackoff: `login:wait:pair:${pair}`,
      emailFailures: `login:fail:email:${email}`,
    };
  }

  /** Throws 429 when this address floods or sprays, this pair is locked, or this pair still owes a back-off. */
  async check(now = new Date()): Promise<void> {
    const { windowMs, attemptsPerAddress, failuresPerAddress, failuresPerPair } = LOGIN_LIMITS;
    if (!(await hitRateLimit(this.keys.attempts, attemptsPerAddress, windowMs)).allowed) throw new ApiError(429, TOO_MANY_ATTEMPTS);
    if (!(await peekRateLimit(this.keys.addressFailures, failuresPerAddress)).allowed) throw new ApiError(429, TOO_MANY_ATTEMPTS);
    if (!(await peekRateLimit(this.keys.pairFailures, failuresPerPair)).allowed) throw new ApiError(429, TOO_MANY_ATTEMPTS);
    const wait = await cooldownLeftMs(this.keys.pairBackoff, now);
    if (wait > 0) throw new ApiError(429, tryAgainIn(Math.ceil(wait / 1000)));
  }

  async recordFailure(now = new Date()): Promise<void> {
    const { windowMs, failuresPerAddress, failuresPerPair } = LOGIN_LIMITS;
    await hitRateLimit(this.keys.addressFailures, failuresPerAddress, windowMs);
    await hitRateLimit(this.keys.pairFailures, failuresPerPair, windowMs);
    const { count } = await hitRateLimit(this.keys.emailFailures, Number.MAX_SAFE_INTEGER, windowMs);
    const wait = backoffMs(count);
    if (wait > 0) await setCooldown(this.keys.pairBackoff, new Date(now.getTime() + wait));
  }

  /** Getting in forgives this pair; the address's and the email's counts stay (they measure attacks). */
  async recordSuccess(): Promise<void> {
    await clearRateLimit(this.keys.pairFailures);
    await clearRateLimit(this.keys.pairBackoff);
  }
}
