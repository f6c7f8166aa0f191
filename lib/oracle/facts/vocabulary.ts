/**
 * What a letter may state as fact, gathered from its fact sheets: the care layer's content check
 * (care/check.ts) refuses any card, sign, placement, house or number that is not here.
 */
import type { FactVocabulary, NumberName, StatedPlacement } from "../care/types";
import type { SignName } from "../astro/zodiac";
import type { ChartFactSheet } from "./chart";
import type { CoupleFactSheet } from "./couple";
import type { TarotFactSheet } from "./tarot";

export type FactSheet = TarotFactSheet | CoupleFactSheet;

export function vocabularyOf(sheets: readonly FactSheet[]): FactVocabulary {
  const cards = new Set<string>();
  const signs = new Set<SignName>();
  const placements: StatedPlacement[] = [];
  const houses = new Set<number>();
  const numbers: Partial<Record<NumberName, Set<number>>> = {};
  const addNumber = (name: NumberName, value: number) => (numbers[name] ??= new Set()).add(value);

  const addChart = (c: ChartFactSheet) => {
    for (const p of c.placements) {
      signs.add(p.sign);
      placements.push({ body: p.body, sign: p.sign, house: p.house });
      if (p.house) houses.add(p.house);
    }
    for (const s of c.moonSigns) {
      signs.add(s);
      placements.push({ body: "Moon", sign: s, house: null });
    }
    for (const n of c.numbers) addNumber(n.name, n.value);
  };

  for (const sheet of sheets) {
    if (sheet.kind === "tarot-spread") {
      for (const c of sheet.cards) {
        cards.add(c.card.name);
        for (const s of c.card.signs) signs.add(s);
        // "Mars in Aries" as a card's correspondence may be quoted as such.
        const m = /^(\w+) in (\w+)$/.exec(c.card.correspondence);
        if (m && c.card.signs.includes(m[2] as SignName)) placements.push({ body: m[1] as string, sign: m[2] as SignName, house: null });
      }
    } else {
      addChart(sheet.p1);
      addChart(sheet.p2);
      // An overlay is a placement too: the partner's Venus in Libra, in the reader's 7th house.
      for (const o of sheet.overlays) {
        houses.add(o.house);
        placements.push({ body: o.body, sign: o.sign, house: o.house });
      }
    }
  }
  return {
    cards: [...cards],
    signs: [...signs],
    placements,
    houses: [...houses].sort((a, b) => a - b),
    numbers: Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, [...v]])) as FactVocabulary["numbers"],
  };
}
