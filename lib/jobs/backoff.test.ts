import { describe, expect, it } from "vitest";

import { backoffDelayMs } from "./backoff";

describe("backoffDelayMs", () => {
  it("doubles with each attempt, between half and all of the ceiling", () => {
    const low = [1, 2, 3, 4].map((a) => backoffDelayMs(a, { baseMs: 1000, random: () => 0 }));
    const high = [1, 2, 3, 4].map((a) => backoffDelayMs(a, { baseMs: 1000, random: () => 0.999999 }));
    expect(low).toEqual([500, 1000, 2000, 4000]);
    expect(high).toEqual([1000, 2000, 4000, 8000]);
  });

  it("is capped, however many attempts", () => {
    expect(backoffDelayMs(60, { baseMs: 1000, capMs: 10_000, random: () => 0.999999 })).toBe(10_000);
    expect(backoffDelayMs(60, { baseMs: 1000, capMs: 10_000, random: () => 0 })).toBe(5000);
  });

  it("spreads retries out (jitter)", () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelayMs(3)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
