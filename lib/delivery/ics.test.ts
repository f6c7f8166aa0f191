import { describe, expect, it } from "vitest";

import { buildTentativeInvite, escapeText, foldLine } from "./ics";
import { tentativeSessionSlot } from "@/lib/products/live-session";
import { zonedInstant } from "@/lib/time-zones";

describe("tentative live-session invitation", () => {
  const ics = buildTentativeInvite({
    uid: "order_1@quantumveil.app",
    start: new Date("2026-11-25T17:00:00Z"),
    durationMinutes: 60,
    summary: "Personal Natal Blueprint Session with Astra (time to be confirmed)",
    description: "A placeholder; we will email you within 24 hours to agree the time, then update this, and that.",
    organizerEmail: "team@quantumveil.app",
    organizerName: "The Quantum Veil",
    attendeeEmail: "nova@example.com",
    stamp: new Date("2026-11-22T10:00:00Z"),
  });

  it("is a tentative, clearly labelled event in UTC with CRLF lines", () => {
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain("DTSTART:20261125T170000Z");
    expect(ics).toContain("DTEND:20261125T180000Z");
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics.replace(/\r\n /g, "")).toContain("(time to be confirmed)");
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes and folds text as RFC 5545 asks", () => {
    expect(escapeText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });

  it("places the placeholder three days out at 18:00 in the buyer's zone (UTC when the zone is unknown)", () => {
    const slot = tentativeSessionSlot(new Date("2026-11-22T23:30:00Z"), "Asia/Tokyo");
    expect(slot).toEqual({ localDate: "2026-11-26", localTime: "18:00", timezone: "Asia/Tokyo" });
    expect(zonedInstant(slot.localDate, slot.localTime, slot.timezone).toISOString()).toBe("2026-11-26T09:00:00.000Z");
    expect(tentativeSessionSlot(new Date("2026-11-22T10:00:00Z"), "Mars/Olympus").timezone).toBe("UTC");
  });
});
