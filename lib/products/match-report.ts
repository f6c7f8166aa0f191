import { z } from "zod";

import { from, storedJson } from "@/lib/db/stored-json";
import { subjectOf, summaryOf } from "@/lib/oracle/writer";
import type { MatchRequest } from "@/lib/oracle/writer/requests";

import { coupleDataShape, craftCouple, legacyCouplePerson, personMetaSchema, presentCouple } from "./couple";
import { defineProduct } from "./define";
import { CURRENCY, PRICES, PRODUCT_NAMES } from "./ids";
import { deliveryFeature, howItIsWritten } from "./review-copy";

/** Order.meta: both people as the buyer typed them (person 1 is the buyer). */
const matchMetaSchema = z.object({ person1: personMetaSchema, person2: personMetaSchema });
export type MatchMeta = z.infer<typeof matchMetaSchema>;

const matchDataSchema = z.object({ kind: z.literal("match"), ...coupleDataShape });
export type MatchData = z.infer<typeof matchDataSchema>;

/** Version 1 (reports before the fact sheet): the people and a compact synastry. Rebuilt from the birth data. */
const matchDataV1 = z.object({ kind: z.literal("match"), person1: legacyCouplePerson, person2: legacyCouplePerson, summary: z.string().optional() }).loose();

function coupleData(person1: z.infer<typeof personMetaSchema>, person2: z.infer<typeof personMetaSchema>, on: Date) {
  const couple = craftCouple(person1, person2, on);
  const request: MatchRequest = { kind: "match", seed: "", ...couple, care: { version: 1, level: "plain", topics: [], matches: [], shape: "open", source: "lexicon" } };
  return { couple, summary: summaryOf(request) ?? "" };
}

export const matchReport = defineProduct<MatchMeta, never, MatchData>({
  id: "match-report",
  name: PRODUCT_NAMES["match-report"],
  amount: PRICES["match-report"],
  currency: CURRENCY,
  persona: "astra",
  reading: "match",
  requiresAccount: true,
  copy: {
    kind: "reading",
    shopKind: "match",
    label: "Compatibility",
    heroTitle: "The Couples Compatibility Report",
    subtitle: "Both charts and both sets of numbers, read side by side: where you flow, where you snag, and a 7-day ritual plan for two.",
    description:
      "Two people are two skies meeting. I cast both of your charts and read how they speak to each other, while Numa lays your numbers side by side. Nothing here is a verdict on your love; it is a map of your weather, and seven days of rituals to walk it together.",
    priceSuffix: "per couple",
    features: [
      "Both natal charts, cast from exact birth times and places",
      "Synastry: your Suns, Moons, Venus and Mars, your houses and angles, read both ways",
      "Both life paths and expression numbers, side by side, with the arithmetic shown",
      "Where you flow easily, and where you'll need patience",
      "A 7-day ritual plan to try together",
      deliveryFeature(),
    ],
    process: [
      { title: "Two sets of details", body: "Your birth date, time and place, and your partner's. Yours are filled in from your portal." },
      { title: "Charts and numbers", body: "Both natal charts and both numerology profiles are computed precisely before a word is written." },
      { title: "Synastry", body: `Astra reads the aspects between your charts; Numa compares your life paths. ${howItIsWritten("Astra")}` },
      { title: "Your inbox", body: "Within 24 hours: your report and a seven-day ritual plan to share." },
    ],
    cta: "Unlock Our Compatibility Report",
  },
  meta: storedJson({ column: "Order.meta (match-report)", version: 1, schema: matchMetaSchema }),
  buyerWords: () => [],
  atPayment: null,
  prepare({ orderId, meta, paidAt, care }) {
    const couple = craftCouple(meta.person1, meta.person2, paidAt);
    const request: MatchRequest = { kind: "match", seed: orderId, ...couple, care };
    const data: MatchData = { kind: "match", people: [meta.person1, meta.person2], facts: couple.facts, summary: summaryOf(request) ?? "" };
    return { request, data, subject: subjectOf(request) };
  },
  data: storedJson({
    column: "Reading.data (match-report)",
    version: 2,
    schema: matchDataSchema,
    legacy: [
      from(1, matchDataV1, (v1): MatchData => {
        const people = [v1.person1, v1.person2].map((p) => ({ name: p.name, dob: p.dob, tob: p.tob, pob: p.pob })) as [MatchData["people"][0], MatchData["people"][1]];
        const { couple, summary } = coupleData(people[0], people[1], new Date());
        return { kind: "match", people, facts: couple.facts, summary: v1.summary ?? summary };
      }),
    ],
  }),
  portalReport: (data) => ({ partner: data.people[1], summary: data.summary, score: data.facts.score.value }),
  present: (data) => ({ ...presentCouple(data.facts), page: "couple" }),
});
