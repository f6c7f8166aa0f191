import { z } from "zod";

import { from, storedJson } from "@/lib/db/stored-json";
import { classifyQuestion } from "@/lib/oracle/care";
import { questionFacts, tarotFacts, tarotFactSheetSchema, type TarotFactSheet } from "@/lib/oracle/facts";
import { drawForOrder, spreadFromDraw, SPREADS, type StoredDraw } from "@/lib/oracle/tarot";
import { subjectOf } from "@/lib/oracle/writer";
import type { TarotRequest } from "@/lib/oracle/writer/requests";

import { defineProduct } from "./define";
import { CURRENCY, PRICES, PRODUCT_NAMES } from "./ids";
import { deliveryFeature, howItIsWritten } from "./review-copy";
import type { ShownCard } from "./types";

/** Order.meta: the buyer's question ("Your Question or Focus"). */
const tarotMetaSchema = z.object({ prompt: z.string() });
export type TarotMeta = z.infer<typeof tarotMetaSchema>;

/** One card of a stored draw: its position, the card's id and its orientation. */
export const drawnCardSchema = z.object({ position: z.string(), cardId: z.string(), reversed: z.boolean() });

/** Order.draw: the cards drawn when the payment was confirmed (lib/oracle/tarot/draw.ts). */
export function drawSchema(spread: keyof typeof SPREADS) {
  return z.object({ spread: z.literal(spread), method: z.literal("crypto"), drawnAt: z.string(), cards: z.array(drawnCardSchema) }) satisfies z.ZodType<StoredDraw>;
}

/**
 * Reading.data: the fact sheet the letter was written from (the cards, the question and how it
 * was classified). Stored whole and read back, never recomputed: it is the record of what the
 * buyer was told, shown again on the reading page and in the studio.
 */
const tarotDataSchema = z.object({ kind: z.literal("tarot"), facts: tarotFactSheetSchema });
export type TarotData = z.infer<typeof tarotDataSchema>;

/** Version 1 (readings before the fact sheet): the question and the cards as the composer used them. */
const tarotDataV1 = z.object({
  kind: z.literal("tarot"),
  question: z.string(),
  cards: z.array(z.object({ position: z.string(), id: z.string(), reversed: z.boolean() }).loose()),
});

/** Rebuilds the fact sheet of a version-1 reading from its cards (they were drawn from a hash of the order id). */
export function upgradeTarotV1(v1: z.infer<typeof tarotDataV1>): TarotData {
  const spread = spreadFromDraw({ spread: "past-present-path", method: "crypto", drawnAt: new Date(0).toISOString(), cards: v1.cards.map((c) => ({ position: c.position, cardId: c.id, reversed: c.reversed })) });
  const facts = tarotFacts(spread, questionFacts(v1.question, classifyQuestion(v1.question)), { method: "seeded", drawnAt: null });
  return { kind: "tarot", facts };
}

export function shownCards(facts: TarotFactSheet): ShownCard[] {
  return facts.cards.map((c) => ({ positionKey: c.position.key, position: c.position.title, cardId: c.card.id, name: c.card.name, reversed: c.orientation === "reversed", keywords: c.keywords }));
}

export const tarot = defineProduct<TarotMeta, StoredDraw, TarotData>({
  id: "tarot",
  name: PRODUCT_NAMES.tarot,
  amount: PRICES.tarot,
  currency: CURRENCY,
  persona: "solara",
  reading: "tarot",
  requiresAccount: false,
  copy: {
    kind: "reading",
    shopKind: "tarot",
    label: "Solo Tarot",
    heroTitle: "The Three-Card Quantum Tarot Reading",
    subtitle: "One honest question, three cards: Past, Present and Path, read plainly, with a 30-day plan to live it.",
    description:
      "Bring me the question you keep circling. Three cards are drawn for it: what brought you here, what is true right now, and the path that opens when you stop bargaining with yourself. Then we turn it into thirty days of small, doable steps.",
    priceSuffix: "one-time",
    features: [
      "A 3-card Past / Present / Path spread, drawn for your question",
      "Every card read in its position and against your question, reversals honoured",
      "A 30-day integration plan: one small practice each week",
      "Your reading with its card art in your portal, or by a private link",
      deliveryFeature(),
    ],
    process: [
      { title: "Ask", body: "Write the question you are actually living with. Specific beats polite." },
      { title: "The draw", body: "When your payment goes through, three cards are drawn for your question by a cryptographic random shuffle: where it began, where it stands, where it can go." },
      { title: "The reading", body: `Each card is read in its place and against the others, in plain words. ${howItIsWritten("Solara")}` },
      { title: "Your inbox", body: "Within 24 hours: your spread, what it means for you and a 30-day plan you can start tonight." },
    ],
    cta: "Begin My Tarot Reading",
  },
  meta: storedJson({ column: "Order.meta (tarot)", version: 1, schema: tarotMetaSchema }),
  buyerWords: (meta) => [{ field: "prompt", label: "your question", text: meta.prompt }],
  atPayment: {
    draw: storedJson({ column: "Order.draw (tarot)", version: 1, schema: drawSchema("past-present-path") }),
    make: (paidAt) => drawForOrder("past-present-path", paidAt),
  },
  prepare({ orderId, meta, draw, care }) {
    if (!draw) throw new Error("tarot: no draw");
    const spread = spreadFromDraw(draw);
    const facts = tarotFacts(spread, questionFacts(meta.prompt, care), { method: draw.method, drawnAt: draw.drawnAt });
    const request: TarotRequest = { kind: "tarot", seed: orderId, spread, facts };
    return { request, data: { kind: "tarot", facts }, subject: subjectOf(request) };
  },
  data: storedJson({ column: "Reading.data (tarot)", version: 2, schema: tarotDataSchema, legacy: [from(1, tarotDataV1, upgradeTarotV1)] }),
  present: ({ facts }) => ({
    preview: `Past, Present, Path: ${facts.cards.map((c) => (c.orientation === "reversed" ? `${c.card.name} (reversed)` : c.card.name)).join(", ")}`,
    cards: shownCards(facts),
    question: { label: "Your question", text: facts.question.text },
    draw: facts.draw,
    page: "tarot",
  }),
});
