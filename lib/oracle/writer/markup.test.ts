import { describe, expect, it } from "vitest";

import { markupToText, parseInline, parseMarkup } from "./markup";

describe("reading markup", () => {
  it("parses headings, paragraphs, lists and bold", () => {
    const blocks = parseMarkup("Hello **you**,\nstill the same paragraph.\n\n## The cards\n- **Past:** one\n- two\n  wrapped\n\nLast words.");
    expect(blocks).toEqual([
      { type: "paragraph", inlines: [{ text: "Hello ", bold: false }, { text: "you", bold: true }, { text: ", still the same paragraph.", bold: false }] },
      { type: "heading", text: "The cards" },
      { type: "list", items: [[{ text: "Past:", bold: true }, { text: " one", bold: false }], [{ text: "two wrapped", bold: false }]] },
      { type: "paragraph", inlines: [{ text: "Last words.", bold: false }] },
    ]);
  });

  it("accepts the usual model variations (#, ###, numbered and • lists)", () => {
    expect(parseMarkup("# A\n### B\n1. one\n2) two\n• three").map((b) => b.type)).toEqual(["heading", "heading", "list"]);
    expect(parseInline("no bold")).toEqual([{ text: "no bold", bold: false }]);
  });

  it("renders readable plain text, wrapped", () => {
    const text = markupToText(`## Your plan\n- **Days 1–7:** ${"word ".repeat(30)}\n\nDone.`, 40);
    expect(text.startsWith("YOUR PLAN\n---------")).toBe(true);
    expect(text).toContain("  * Days 1–7: word");
    expect(text.split("\n").every((l) => l.length <= 40)).toBe(true);
    expect(text.endsWith("Done.")).toBe(true);
  });
});
