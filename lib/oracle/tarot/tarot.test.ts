import { describe, expect, it } from "vitest";

import { DECK, cardById, toRoman } from "./deck";
import { seededRandom, shuffle } from "./random";
import { REVERSAL_PROBABILITY, SPREADS, dailySeed, drawCards, drawSpread } from "./spreads";

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe("the deck", () => {
  it("has 78 cards: 22 majors and four suits of Ace–10, Page, Knight, Queen, King", () => {
    expect(DECK).toHaveLength(78);
    expect(DECK.filter((c) => c.arcana === "major").map((c) => c.number)).toEqual([...Array(22).keys()]);
    for (const suit of ["wands", "cups", "swords", "pentacles"]) {
      const cards = DECK.filter((c) => c.suit === suit);
      expect(cards.map((c) => c.rank)).toEqual(["Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Page", "Knight", "Queen", "King"]);
    }
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78);
    expect(new Set(DECK.map((c) => c.name)).size).toBe(78);
  });

  it("names cards and gives each keywords, two meanings of 1–3 sentences, element and correspondence", () => {
    expect(cardById("major-00")?.name).toBe("The Fool");
    expect(cardById("major-21")?.name).toBe("The World");
    expect(cardById("cups-01")?.name).toBe("Ace of Cups");
    expect(cardById("swords-12")?.name).toBe("Knight of Swords");
    expect(cardById("pentacles-14")?.name).toBe("King of Pentacles");
    for (const card of DECK) {
      expect(card.keywords.upright.length, card.name).toBeGreaterThanOrEqual(3);
      expect(card.keywords.reversed.length, card.name).toBeGreaterThanOrEqual(3);
      for (const text of [card.upright, card.reversed]) {
        expect(sentences(text), `${card.name}: ${text}`).toBeGreaterThanOrEqual(1);
        expect(sentences(text), `${card.name}: ${text}`).toBeLessThanOrEqual(3);
      }
      expect(card.upright).not.toBe(card.reversed);
      expect(["fire", "water", "air", "earth"]).toContain(card.element);
      expect(card.astrology.length).toBeGreaterThan(2);
    }
    // Meanings are all different from each other.
    expect(new Set(DECK.flatMap((c) => [c.upright, c.reversed])).size).toBe(156);
  });

  it("follows the suit elements and the Golden Dawn correspondences", () => {
    expect(DECK.filter((c) => c.suit === "wands").every((c) => c.element === "fire")).toBe(true);
    expect(DECK.filter((c) => c.suit === "cups").every((c) => c.element === "water")).toBe(true);
    expect(cardById("major-04")?.astrology).toBe("Aries");
    expect(cardById("major-19")?.astrology).toBe("Sun");
    expect(cardById("wands-02")?.astrology).toBe("Mars in Aries");
    expect(cardById("pentacles-10")?.astrology).toBe("Mercury in Virgo");
  });

  it("shows Roman numerals on the majors", () => {
    expect(toRoman(0)).toBe("0");
    expect(toRoman(4)).toBe("IV");
    expect(toRoman(9)).toBe("IX");
    expect(toRoman(14)).toBe("XIV");
    expect(toRoman(19)).toBe("XIX");
    expect(cardById("major-21")?.numeral).toBe("XXI");
    expect(cardById("cups-11")?.numeral).toBe("P");
  });
});

describe("seeded draws", () => {
  it("the same seed gives the same cards and orientations", () => {
    expect(drawCards("seed-42", 10)).toEqual(drawCards("seed-42", 10));
    expect(drawSpread("past-present-path", 7)).toEqual(drawSpread("past-present-path", 7));
    expect(drawCards("seed-42", 10)).not.toEqual(drawCards("seed-43", 10));
  });

  it("never repeats a card within a draw", () => {
    for (let s = 0; s < 50; s++) {
      const ids = drawCards(s, 78).map((d) => d.card.id);
      expect(new Set(ids).size).toBe(78);
    }
  });

  it("reverses about one card in four over many seeds", () => {
    let reversed = 0;
    let total = 0;
    for (let s = 0; s < 4000; s++) {
      for (const d of drawCards(`dist-${s}`, 3)) {
        total++;
        if (d.reversed) reversed++;
      }
    }
    const share = reversed / total;
    // 12,000 cards: the standard error of the share is ≈ 0.004.
    expect(Math.abs(share - REVERSAL_PROBABILITY)).toBeLessThan(0.015);
  });

  it("draws every card about equally often", () => {
    const counts = new Map<string, number>();
    const draws = 7800;
    for (let s = 0; s < draws; s++) {
      const first = drawCards(`uniform-${s}`, 1)[0]?.card.id ?? "";
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(counts.size).toBe(78);
    // Expected 100 per card; chi-square with 77 degrees of freedom stays under 130 except 1 time in 10,000.
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - 100) ** 2 / 100, 0);
    expect(chi).toBeLessThan(130);
  });

  it("shuffles without losing or duplicating items", () => {
    const out = shuffle([1, 2, 3, 4, 5], seededRandom("x"));
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5]);
    const r = seededRandom("bounds");
    for (let i = 0; i < 1000; i++) {
      const x = r();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it("rejects impossible draw sizes", () => {
    expect(() => drawCards("x", 0)).toThrow(RangeError);
    expect(() => drawCards("x", 79)).toThrow(RangeError);
  });
});

describe("spreads", () => {
  it("Past / Present / Path lays three cards in order", () => {
    const reading = drawSpread("past-present-path", "question-1");
    expect(reading.cards.map((c) => c.position.title)).toEqual(["Past", "Present", "Path"]);
    for (const c of reading.cards) expect(c.meaning).toBe(c.reversed ? c.card.reversed : c.card.upright);
  });

  it("the morning card is one card, stable per person and day", () => {
    const a = drawSpread("morning", dailySeed("user-1", "2026-03-01"));
    expect(a.cards).toHaveLength(1);
    expect(drawSpread("morning", dailySeed("user-1", "2026-03-01"))).toEqual(a);
    const week = new Set(Array.from({ length: 7 }, (_, d) => drawSpread("morning", dailySeed("user-1", `2026-03-0${d + 1}`)).cards[0]?.card.id));
    expect(week.size).toBeGreaterThan(1);
  });

  it("the relationship spread reads two people and what is between them", () => {
    const reading = drawSpread("relationship", "pair-9");
    expect(reading.cards.map((c) => c.position.key)).toEqual(["you", "them", "bond", "friction", "way-forward"]);
    expect(SPREADS.relationship.positions).toHaveLength(5);
  });
});
