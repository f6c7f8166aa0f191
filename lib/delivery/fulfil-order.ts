import "server-only";

import type { LanguageModel } from "ai";
import { z } from "zod";

import { recordAudit, SYSTEM_ACTOR } from "@/lib/audit/record-audit";
import { db, type Db } from "@/lib/db";
import { StoredJsonError, storedJson } from "@/lib/db/stored-json";
import type { EmailProvider } from "@/lib/email/types";
import { env } from "@/lib/env";
import { PermanentJobError } from "@/lib/jobs/registry";
import { careGuidesFor } from "@/lib/oracle/care";
import type { CareClassification } from "@/lib/oracle/care/types";
import { personaOf } from "@/lib/oracle/writer";
import { productModule, type ProductCatalogue } from "@/lib/products";

import { PlaceNotFoundError } from "@/lib/products/couple";

import { careJson, classifyBuyerWords } from "./care";
import { sendCrisisCare } from "./care-letters";
import { sendPlaceQuestion } from "./place-letters";
import { deliverReading } from "./deliver-reading";
import { readingToken, tokenHash } from "./reading-link";
import { writeReading, type WritingAttempt } from "./write-reading";

export interface FulfilDeps {
  prisma?: Db;
  provider?: EmailProvider;
  /** The writer's model; null composes offline. */
  model?: LanguageModel | null;
  /** The care classifier's model (a second opinion beside the lexicon); defaults to `model`. */
  careModel?: LanguageModel | null;
  now?: Date;
  signal?: AbortSignal;
  /** This run's attempt number: from the third on, a model that fails gives way to the composer. */
  attempt?: number;
  /** Tests: simulate the process dying right after the email went out. */
  afterEmailSent?: () => void;
  /** Tests: a catalogue with a throwaway product. */
  catalogue?: ProductCatalogue;
  /** Defaults to READING_REVIEW. */
  review?: "flagged" | "all" | "off";
  log?: Pick<Console, "info" | "warn" | "error">;
}

export type FulfilOutcome = "delivered" | "already-delivered" | "held" | "skipped";

const writingAttempt = z.object({
  writer: z.string(),
  at: z.string(),
  problems: z.array(z.object({ code: z.string(), detail: z.string(), excerpt: z.string() })),
}) satisfies z.ZodType<WritingAttempt>;

/**
 * Reading.checks: each writing attempt and what the content checks found in it, stored as the run
 * recorded it and read back (the studio shows why a letter was held; it is not recomputed). A
 * reading nobody wrote (a crisis letter: the column's default `{}`) has no attempts.
 */
export const readingChecksJson = storedJson({ column: "Reading.checks", version: 1, schema: z.object({ attempts: z.array(writingAttempt).default([]) }) });

/** Why a reading waits for a person, in order of precedence; null when it may go out now. */
function holdReasonFor(written: { status: "ready" | "held" }, care: CareClassification, modelUnavailable: boolean, review: FulfilDeps["review"]): string | null {
  if (written.status === "held") return "check-failed";
  if (review === "all") return "review-all";
  if (review === "flagged" && care.level !== "plain") return "care-flag";
  if (modelUnavailable) return "care-model-unavailable";
  // The model called it sensitive without a topic we can name a professional for: a person decides.
  if (care.level === "sensitive" && careGuidesFor(care).length === 0) return "care-unclear";
  return null;
}

/**
 * The 'order.fulfil' job. Before anything is written, the care layer reads the buyer's words (the
 * lexicon, and the model too when one is configured). A crisis gets no reading: a care letter,
 * an automatic refund and a person (care-letters.tsx). Otherwise the product's module prepares
 * the fact sheet, the writer writes and the checks read the letter; then it is either sent at once
 * or held for a person in the studio (review mode, a sensitive question, a letter that failed the
 * checks twice). Every step is idempotent: the Reading is written once and reused by retries, and
 * sending goes through deliverReading (one email per order, whatever happens around it).
 */
export async function fulfilOrder(orderId: string, deps: FulfilDeps = {}): Promise<FulfilOutcome> {
  const prisma = deps.prisma ?? db();
  const now = deps.now ?? new Date();
  const log = deps.log ?? console;
  const review = deps.review ?? env.READING_REVIEW;
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { reading: true } });
  if (!order) throw new PermanentJobError(`Order ${orderId} does not exist`);
  if (order.status === "cancelled" || order.status === "refunded") {
    log.info(`[fulfil] order ${orderId} is ${order.status}; nothing to deliver`);
    return "skipped";
  }
  // A chargeback before delivery: nothing more is sent for money the bank is taking back.
  if (order.disputedAt && order.status !== "fulfilled") {
    log.info(`[fulfil] order ${orderId} is disputed; fulfilment stopped`);
    return "skipped";
  }
  // Enqueued in the same transaction that marks the order paid, so this means "not yet visible".
  if (order.status === "pending") throw new Error(`Order ${orderId} is not paid yet`);

  const product = productModule(order.product, deps.catalogue);
  if (!product) throw new PermanentJobError(`Order ${orderId}: unknown product "${order.product}"`);

  let reading = order.reading;
  if (reading) {
    switch (reading.status) {
      case "sent":
        return "already-delivered";
      case "withdrawn":
        return "skipped";
      case "held":
        // A crash after the crisis decision: finish its steps (each runs once), then wait for a person.
        if (reading.holdReason === "crisis") await sendCrisisCare(order, careJson.parse(reading.care), product, { ...deps, prisma, now });
        return "held";
      case "approved":
        return deliverReading(orderId, { ...deps, prisma, now });
    }
  }

  let meta: unknown;
  try {
    meta = product.parseMeta(order.meta);
  } catch (error) {
    if (error instanceof StoredJsonError) throw new PermanentJobError(`Order ${orderId} has malformed meta: ${error.message}`);
    throw error;
  }

  // 1. Care first, before anything is drawn into words.
  const words = product.buyerWords(meta);
  const verdict = await classifyBuyerWords(words, { model: deps.careModel === undefined ? deps.model : deps.careModel, signal: deps.signal });
  // The model classifier is a second opinion: let a passing outage retry before deciding without it.
  if (verdict.modelUnavailable && (deps.attempt ?? 1) < 3) throw new Error(`Order ${orderId}: the care classifier model did not answer`);
  const care = verdict.care;

  if (care.level === "crisis") {
    // The decision is recorded first (one row per order), so every retry knows what was decided.
    await prisma.reading.createMany({
      data: [{ orderId, kind: product.reading, persona: product.persona, subject: "", body: "", writer: "none", status: "held", holdReason: "crisis", care: careJson.store(care) }],
      skipDuplicates: true,
    });
    await recordAudit(prisma, { actor: SYSTEM_ACTOR, action: "care.held", orderId, detail: { reason: "crisis", rules: care.matches.map((m) => m.rule) } });
    await sendCrisisCare(order, care, product, { ...deps, prisma, now });
    return "held";
  }

  // 2. The reading: prepared from the product's module, written, checked; stored once.
  let prepared;
  try {
    prepared = product.prepare({ orderId, meta, draw: order.draw, paidAt: order.paidAt ?? order.createdAt, care });
  } catch (error) {
    if (error instanceof PlaceNotFoundError) {
      // Never charted at 0°, 0°: held for a person, and the buyer is asked to confirm the place.
      const held = await prisma.reading.createMany({
        data: [{ orderId, kind: product.reading, persona: product.persona, subject: "", body: "", writer: "none", status: "held", holdReason: "place-not-found", care: careJson.store(care) }],
        skipDuplicates: true,
      });
      if (held.count === 1) {
        await recordAudit(prisma, { actor: SYSTEM_ACTOR, action: "reading.held", orderId, detail: { reason: "place-not-found", person: error.who, typed: error.typed, suggestions: error.suggestions } });
      }
      await sendPlaceQuestion(order, error, { ...deps, prisma, now });
      return "held";
    }
    // A birth date or draw the engine cannot read will not become readable on retry.
    if (error instanceof RangeError || error instanceof StoredJsonError) throw new PermanentJobError(`Order ${orderId}: ${error.message}`);
    throw error;
  }
  const written = await writeReading(prepared.request, { model: deps.model, signal: deps.signal, fallbackOnError: (deps.attempt ?? 1) >= 3, log });
  const holdReason = holdReasonFor(written, care, verdict.modelUnavailable, review);
  const created = await prisma.reading.createMany({
    data: [
      {
        orderId,
        kind: product.reading,
        persona: personaOf(prepared.request),
        subject: prepared.subject,
        body: written.body,
        data: prepared.data,
        writer: written.writer,
        status: holdReason ? "held" : "approved",
        holdReason,
        care: careJson.store(care),
        checks: readingChecksJson.store({ attempts: written.attempts }),
      },
    ],
    // Another run stored it first: keep that one, so the text never changes under the reader.
    skipDuplicates: true,
  });
  reading = await prisma.reading.findUniqueOrThrow({ where: { orderId } });
  if (!reading.accessTokenHash) {
    await prisma.reading.updateMany({ where: { id: reading.id, accessTokenHash: null }, data: { accessTokenHash: tokenHash(readingToken(reading.id)) } });
  }
  if (created.count === 1 && holdReason) {
    await recordAudit(prisma, { actor: SYSTEM_ACTOR, action: "reading.held", orderId, detail: { reason: holdReason, level: care.level, topics: care.topics, problems: written.attempts.flatMap((a) => a.problems.map((p) => p.code)) } });
  }
  if (reading.status === "held") return "held";
  return deliverReading(orderId, { ...deps, prisma, now });
}
