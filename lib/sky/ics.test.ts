import { describe, expect, it } from "vitest";

import { buildIcs, escapeText, foldLine } from "./ics";

describe("iCalendar feed text", () => {
  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n").map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
  });

  it("writes one VEVENT per event at its exact minute, in UTC, with CRLF line ends", () => {
    const ics = buildIcs(
      "Your sky",
      [{ uid: "Saturn-square-Sun-202612010342@quantumveil", at: new Date("2026-12-01T03:42:21Z"), title: "Saturn square your natal Sun", description: "Weight, patience; and work.", url: "https://example.com/portal/today" }],
      new Date("2026-11-25T00:00:00Z"),
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20261201T034221Z\r\nDTEND:20261201T035721Z\r\n");
    expect(ics).toContain("SUMMARY:Saturn square your natal Sun\r\n");
    expect(ics).toContain("DESCRIPTION:Weight\\, patience\\; and work.\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
