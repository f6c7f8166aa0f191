/**
 * Zod schemas for the fact sheets and the care classification, so stored readings (Reading.data,
 * Reading.care, Order.care) are parsed on every read, never cast. Each is checked against its
 * TypeScript type: a field added to a fact sheet without its schema fails the type check.
 */
import { z } from "zod";

import { SIGN_NAMES } from "../astro/zodiac";
import { CARE_TOPICS, type CareClassification } from "../care/types";
import { SUITS } from "../tarot/types";
import type { ChartFactSheet } from "./chart";
import type { CoupleFactSheet } from "./couple";
import type { QuestionFacts } from "./question";
import type { TarotFactSheet } from "./tarot";

const sign = z.enum(SIGN_NAMES);
const element = z.enum(["fire", "water", "air", "earth"]);
const careTopic = z.enum(CARE_TOPICS);
const careLevel = z.enum(["plain", "sensitive", "crisis"]);
const layer = z.enum(["love", "work", "money", "self", "other"]);
const aspectName = z.enum(["conjunction", "sextile", "square", "trine", "opposition"]);
const aspectNature = z.enum(["harmonious", "tense", "neutral"]);

export const careClassificationSchema = z.object({
  version: z.literal(1),
  level: careLevel,
  topics: z.array(careTopic),
  matches: z.array(z.object({ topic: careTopic, rule: z.string(), excerpt: z.string() })),
  shape: z.enum(["yes-no", "choice", "open"]),
  choice: z.tuple([z.string(), z.string()]).optional(),
  source: z.enum(["lexicon", "lexicon+model"]),
  model: z.object({ level: careLevel, topics: z.array(careTopic), rationale: z.string() }).optional(),
}) satisfies z.ZodType<CareClassification>;

export const questionFactsSchema = z.object({
  text: z.string(),
  shape: z.enum(["yes-no", "choice", "open"]),
  choice: z.tuple([z.string(), z.string()]).nullable(),
  layer,
  alsoLayer: layer.nullable(),
  mentionsOther: z.boolean(),
  care: careClassificationSchema,
}) satisfies z.ZodType<QuestionFacts>;

const cardFactSchema = z.object({
  id: z.string(),
  position: z.object({ key: z.string(), title: z.string(), prompt: z.string(), role: z.enum(["cause", "condition", "advice", "self", "other", "bond", "friction"]) }),
  card: z.object({
    id: z.string(),
    name: z.string(),
    arcana: z.enum(["major", "minor"]),
    suit: z.enum(SUITS).nullable(),
    rank: z.string().nullable(),
    number: z.number().int(),
    element,
    correspondence: z.string(),
    signs: z.array(sign),
  }),
  orientation: z.enum(["upright", "reversed"]),
  keywords: z.array(z.string()),
  meaning: z.string(),
});

const suitCounts = z.object({ wands: z.number(), cups: z.number(), swords: z.number(), pentacles: z.number() });
const elementCounts = z.object({ fire: z.number(), water: z.number(), air: z.number(), earth: z.number() });

export const tarotFactSheetSchema = z.object({
  kind: z.literal("tarot-spread"),
  spread: z.object({ id: z.string(), name: z.string() }),
  draw: z.object({ method: z.enum(["crypto", "seeded"]), drawnAt: z.string().nullable() }),
  question: questionFactsSchema,
  cards: z.array(cardFactSchema),
  relations: z.object({
    majors: z.number(),
    courts: z.number(),
    reversals: z.number(),
    suits: suitCounts,
    dominantSuit: z.enum(SUITS).nullable(),
    elements: elementCounts,
    dominantElement: element.nullable(),
    dignities: z.array(z.object({ id: z.string(), between: z.tuple([z.string(), z.string()]), elements: z.tuple([element, element]), dignity: z.enum(["strengthened", "weakened", "friendly"]) })),
    progressions: z.array(z.object({ id: z.string(), kind: z.enum(["ascending", "descending", "repeated"]), cards: z.array(z.string()), numbers: z.array(z.number()) })),
  }),
}) satisfies z.ZodType<TarotFactSheet>;

const readBody = z.enum(["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

export const chartFactSheetSchema = z.object({
  id: z.string(),
  name: z.string(),
  birth: z.object({ date: z.string(), time: z.string().nullable(), place: z.string(), latitude: z.number(), longitude: z.number(), utc: z.string(), timezone: z.string(), offset: z.string() }),
  timeKnown: z.boolean(),
  placements: z.array(
    z.object({
      id: z.string(),
      body: z.union([readBody, z.literal("Ascendant"), z.literal("Midheaven")]),
      sign,
      degree: z.number(),
      house: z.number().int().nullable(),
      retrograde: z.boolean(),
      approximate: z.boolean(),
    }),
  ),
  moonSigns: z.array(sign),
  rising: sign.nullable(),
  chartRuler: z.object({ body: z.string(), sign, house: z.number().int().nullable() }).nullable(),
  angular: z.array(z.object({ body: readBody, angle: z.enum(["ASC", "IC", "DSC", "MC"]), orb: z.number() })),
  aspects: z.array(z.object({ id: z.string(), a: z.string(), b: z.string(), type: aspectName, nature: aspectNature, orb: z.number(), approximate: z.boolean() })),
  balance: z.object({
    elements: elementCounts,
    modalities: z.object({ cardinal: z.number(), fixed: z.number(), mutable: z.number() }),
    dominantElement: element,
    dominantModality: z.enum(["cardinal", "fixed", "mutable"]),
  }),
  numbers: z.array(
    z.object({
      id: z.string(),
      name: z.enum(["life path", "expression", "soul urge", "personality", "birthday", "personal year"]),
      value: z.number().int(),
      master: z.boolean(),
      working: z.string(),
    }),
  ),
  houseSystem: z.string().nullable(),
  uncertainties: z.array(
    z.object({
      id: z.string(),
      code: z.enum(["name-numbers-omitted", "time-unknown", "moon-may-change-sign", "place-not-found", "place-guessed", "zone-before-1970", "polar-houses", "skipped-hour", "repeated-hour"]),
      note: z.string(),
    }),
  ),
}) satisfies z.ZodType<ChartFactSheet>;

export const coupleFactSheetSchema = z.object({
  kind: z.literal("couple"),
  p1: chartFactSheetSchema,
  p2: chartFactSheetSchema,
  contacts: z.array(z.object({ id: z.string(), a: z.string(), b: z.string(), type: aspectName, nature: aspectNature, orb: z.number(), approximate: z.boolean() })),
  overlays: z.array(
    z.object({ id: z.string(), owner: z.enum(["p1", "p2"]), body: z.enum(["Sun", "Moon", "Venus", "Mars"]), sign, house: z.number().int(), approximate: z.boolean() }),
  ),
  score: z.object({
    value: z.number(),
    aspects: z.number(),
    elements: z.number(),
    numerology: z.number().nullable(),
    subScores: z.object({ attraction: z.number(), emotionalEase: z.number(), communication: z.number(), stability: z.number(), friction: z.number() }).optional(),
    selfComparison: z.boolean().optional(),
  }),
  reasons: z.array(z.object({ text: z.string(), points: z.number() })),
  lifePaths: z.object({ relation: z.enum(["mirror", "natural", "growth"]), text: z.string() }).nullable(),
}) satisfies z.ZodType<CoupleFactSheet>;
