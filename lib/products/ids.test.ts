import { describe, expect, it } from "vitest";

import { formatAmount, PRICES } from "./ids";

describe("catalogue prices (SPEC §9)", () => {
  it("are integer cents", () => {
    expect(PRICES).toEqual({
      tarot: 2900,
      "match-report": 2900,
      "bundle-couples": 7900,
      "astro-blueprint": 14900,
      "numerology-map": 12900,
      "tarot-immersion": 11900,
    });
  });
  it("format minor units as currency with a dollar fallback", () => {
    expect(formatAmount(2900)).toBe("$29");
    expect(formatAmount(2950, "usd")).toBe("$29.50");
    expect(formatAmount(7900, "eur")).toBe("€79");
    expect(formatAmount(1234, "not-a-currency")).toBe("$12.34");
  });
});
