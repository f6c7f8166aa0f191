import { describe, expect, it } from "vitest";

import { formatCount } from "@/config/site";

describe("formatCount", () => {
  it("writes a count as Intl.NumberFormat('en-US') does", () => {
    for (const n of [0, 1, 12, 999, 1000, 1247, 12_345, 999_999, 1_000_000, 1_234_567_890, -1247]) {
      expect(formatCount(n)).toBe(new Intl.NumberFormat("en-US").format(n));
    }
  });
});
