import { z } from "zod";

import { from, storedJson } from "@/lib/db/stored-json";
import { classifyQuestion } from "@/lib/oracle/care";
import { questionFacts, tarotFacts, tarotFactSheetSchema } from "@/lib/oracle/facts";
import { drawForOrder, spreadFromDraw, type StoredDraw } from "@/lib/oracle/tarot";
import { subjectOf, summaryOf } from "@/lib/oracle/writer";
import type { BundleRequest } from "@/lib/oracle/writer/requests";

import { coupleDataShape, craftCouple, legacyCouplePerson, personMetaSchema, presentCouple } from "./couple";
import { defineProduct } from "./define";
import { CURRENCY, PRICES, PRODUCT_NAMES } from "./ids";
import { deliveryFeature, howItIsWritten } from "./review-copy";
import { drawSchema, shownCards } from "./tarot";

/** Order.meta: both people and the couple's shared intention for the tarot journey. */
const bundleMetaSchema = z.object({ person1: personMetaSchema, person2: personMetaSchema, prompt: z.string() });
export type BundleMeta = z.infer<typeof bundleMetaSchema>;

const bundleDataSchema = z.object({ kind: z.literal("bundle"), ...coupleDataShape, tarot: tarotFactSheetSchema });
export type BundleData = z.infer<typeof bundleDataSchema>;

/** Version 1: the people, the intention and the five cards (drawn from a hash of the order id). */
const bundleDataV1 = z
  .object({
    kind: z.literal("bundle"),
    person1: legacyCouplePerson,
    person2: legacyCouplePerson,
    intention: z.string(),
    tarot: z.object({ cards: z.array(z.object({ position: z.string(), id: z.string(), reversed: z.boolean() }).loose()) }).loose(),
    summary: z.string().optional(),
  })
  .loose();

export const bundleCouples = defineProduct<BundleMeta, StoredDraw, BundleData>({
  id: "bundle-couples",
  name: PRODUCT_NAMES["bundle-couples"],
  amount: PRICES["bundle-couples"],
  currency: CURRENCY,
  persona: "astra",
  reading: "bundle",
  requiresAccount: true,
  copy: {
    kind: "reading",
    shopKind: "bundle",
    label: "Couples Bundle",
    heroTitle: "The Couples Journey Bundle",
    subtitle: "A shared-intention tarot journey, the full compatibility report and a 30-day couples roadmap, together.",
    description:
      "This is all three of us at once. Solara's cards are drawn for the intention you share, I read how your skies meet, Numa finds the rhythm between your numbers, and we weave it into one roadmap: thirty days, week by week, for the two of you.",
    priceSuffix: "per couple",
    features: [
      "A shared-intention tarot journey, read by Solara for the two of you",
      "The full Couples Compatibility Report: both charts and both sets of numbers",
      "A 30-day couples roadmap, week by week",
      "The 7-day ritual plan to begin it",
      "All three oracles, one story",
      deliveryFeature(),
    ],
    process: [
      { title: "Your shared intention", body: "Write what you want to grow together. Five cards are drawn for it when your payment goes through." },
      { title: "Both of you", body: "Your birth details and your partner's, for two charts and two sets of numbers." },
      { title: "Three oracles, one story", body: `Solara's spread, Astra's synastry and Numa's rhythms, woven into a single reading. ${howItIsWritten("Astra")}` },
      { title: "Your inbox", body: "Within 24 hours: the tarot journey, the compatibility report and your 30-day couples roadmap." },
    ],
    cta: "Claim the Couples Bundle",
    bestValue: true,
    highlight: "Best Value",
  },
  meta: storedJson({ column: "Order.meta (bundle-couples)", version: 1, schema: bundleMetaSchema }),
  buyerWords: (meta) => [{ field: "prompt", label: "your shared intention", text: meta.prompt }],
  atPayment: {
    draw: storedJson({ column: "Order.draw (bundle-couples)", version: 1, schema: drawSchema("relationship") }),
    make: (paidAt) => drawForOrder("relationship", paidAt),
  },
  prepare({ orderId, meta, draw, paidAt, care }) {
    if (!draw) throw new Error("bundle-couples: no draw");
    const couple = craftCouple(meta.person1, meta.person2, paidAt);
    const spread = spreadFromDraw(draw);
    const tarot = tarotFacts(spread, questionFacts(meta.prompt, care), { method: draw.method, drawnAt: draw.drawnAt });
    const request: BundleRequest = { kind: "bundle", seed: orderId, ...couple, care, spread, tarotFacts: tarot };
    const data: BundleData = { kind: "bundle", people: [meta.person1, meta.person2], facts: couple.facts, summary: summaryOf(request) ?? "", tarot };
    return { request, data, subject: subjectOf(request) };
  },
  data: storedJson({
    column: "Reading.data (bundle-couples)",
    version: 2,
    schema: bundleDataSchema,
    legacy: [
      from(1, bundleDataV1, (v1): BundleData => {
        const people = [v1.person1, v1.person2].map((p) => ({ name: p.name, dob: p.dob, tob: p.tob, pob: p.pob })) as [BundleData["people"][0], BundleData["people"][1]];
        const couple = craftCouple(people[0], people[1], new Date());
        const spread = spreadFromDraw({ spread: "relationship", method: "crypto", drawnAt: new Date(0).toISOString(), cards: v1.tarot.cards.map((c) => ({ position: c.position, cardId: c.id, reversed: c.reversed })) });
        const tarot = tarotFacts(spread, questionFacts(v1.intention, classifyQuestion(v1.intention)), { method: "seeded", drawnAt: null });
        const request: BundleRequest = { kind: "bundle", seed: "", ...couple, care: tarot.question.care, spread, tarotFacts: tarot };
        return { kind: "bundle", people, facts: couple.facts, summary: v1.summary ?? summaryOf(request) ?? "", tarot };
      }),
    ],
  }),
  portalReport: (data) => ({ partner: data.people[1], summary: data.summary, score: data.facts.score.value }),
  present: (data) => ({
    ...presentCouple(data.facts),
    cards: shownCards(data.tarot),
    cardsAtHeading: "Your shared tarot journey",
    question: { label: "Your shared intention", text: data.tarot.question.text },
    draw: data.tarot.draw,
    page: "couple",
  }),
});
