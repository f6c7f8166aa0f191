import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DECK, cardById } from "@/lib/oracle/tarot";

import { TarotCardFace } from "./tarot-card";

describe("TarotCardFace", () => {
  it("renders every card of the deck as an accessible SVG with its numeral and name", () => {
    const faces = new Set<string>();
    for (const card of DECK) {
      const html = renderToStaticMarkup(<TarotCardFace card={card} />);
      expect(html).toMatch(/^<svg[^>]*role="img"/);
      expect(html).toContain(`<title>${card.name.replace("'", "&#x27;")}</title>`);
      expect(html).toContain(`>${card.numeral}</text>`);
      expect(html).toContain(card.name.toUpperCase());
      // Ink is currentColor, themed from CSS variables: no hard-coded colours in the art.
      expect(html).toContain("var(--tarot-ink, var(--primary))");
      expect(html).not.toMatch(/(fill|stroke)="#[0-9a-f]{3,6}"/i);
      faces.add(html.replace(/<title>.*<\/desc>/, "").replace(/<text[^>]*>[^<]*<\/text>/g, ""));
    }
    // With names and numerals removed, no two cards share the same art.
    expect(faces.size).toBe(78);
  });

  it("turns a reversed card upside down and says so", () => {
    const card = cardById("major-17");
    if (!card) throw new Error("missing card");
    const html = renderToStaticMarkup(<TarotCardFace card={card} reversed />);
    expect(html).toContain("<title>The Star, reversed</title>");
    expect(html).toContain('transform="rotate(180 70 120)"');
    expect(html).toContain(card.keywords.reversed[0]);
  });

  it("can leave the name off for thumbnails", () => {
    const card = cardById("cups-03");
    if (!card) throw new Error("missing card");
    const html = renderToStaticMarkup(<TarotCardFace card={card} showName={false} />);
    expect(html).not.toContain("THREE OF CUPS");
    expect(html).toContain("<title>Three of Cups</title>");
  });
});
