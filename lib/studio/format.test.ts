import { describe, expect, it } from "vitest";

import { baseKeyOf, formatDuration, formatUtc, holdReasonOf, isCustomerEmailTag, resendKey } from "./format";

describe("studio formatting", () => {
  it("formats durations at a useful precision", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(Number.NaN)).toBe("—");
    expect(formatDuration(-5)).toBe("0 s");
    expect(formatDuration(44_600)).toBe("45 s");
    expect(formatDuration(12 * 60_000 + 10_000)).toBe("12 min");
    expect(formatDuration(3 * 3600_000 + 5 * 60_000)).toBe("3 h 05 min");
    expect(formatDuration(47 * 3600_000)).toBe("47 h 00 min");
    expect(formatDuration(52 * 3600_000)).toBe("2 d 4 h");
  });

  it("writes times in UTC to the minute", () => {
    expect(formatUtc(new Date("2026-11-24T14:05:59Z"))).toBe("2026-11-24 14:05 UTC");
    expect(formatUtc("not a date")).toBe("—");
    expect(formatUtc(null)).toBe("—");
  });

  it("explains every hold reason the pipeline writes, and does not invent one for an unknown value", () => {
    for (const reason of ["crisis", "care-flag", "review-all", "check-failed", "care-model-unavailable", "care-unclear", "fulfilment-failed"]) {
      expect(holdReasonOf(reason)?.explanation.length).toBeGreaterThan(20);
    }
    expect(holdReasonOf("something-new")).toEqual({ label: "something-new", explanation: "Held for a person." });
    expect(holdReasonOf(null)).toBeNull();
  });

  it("numbers resends of the original message, never of a resend", () => {
    expect(resendKey("reading:o1", 1)).toBe("reading:o1:resend:1");
    expect(resendKey("reading:o1:resend:1", 2)).toBe("reading:o1:resend:2");
    expect(baseKeyOf("care:o1:resend:12")).toBe("care:o1");
  });

  it("only resends what a buyer receives", () => {
    expect(isCustomerEmailTag("reading")).toBe(true);
    expect(isCustomerEmailTag("alert")).toBe(false);
  });
});
