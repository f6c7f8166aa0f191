/**
 * Retry delay after the `attempt`-th failure (1-based): exponential from `baseMs`, capped at
 * `capMs`, with "equal jitter" (half fixed, half random) so a burst of failures (the email
 * provider down for a minute) does not come back as a synchronised burst of retries.
 */
export interface BackoffOptions {
  baseMs?: number;
  capMs?: number;
  random?: () => number;
}

export const DEFAULT_BACKOFF = { baseMs: 15_000, capMs: 60 * 60 * 1000 } as const;

export function backoffDelayMs(attempt: number, { baseMs = DEFAULT_BACKOFF.baseMs, capMs = DEFAULT_BACKOFF.capMs, random = Math.random }: BackoffOptions = {}): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const ceiling = Math.min(capMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
