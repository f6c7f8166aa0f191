import { MockLanguageModelV3 } from "ai/test";
import { beforeEach, describe, expect, it } from "vitest";

import { CARE_SYSTEM_PROMPT } from "@/lib/delivery/care-model";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { careGuidesFor, checkLetter, namesGuide } from "@/lib/oracle/care";
import { tarot } from "@/lib/products";

import { CARE_QUESTIONS, type CareQuestion } from "../fixtures/care-questions";
import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { paidOrder } from "../support/orders";

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };
const PAID = new Date("2026-11-24T12:00:00Z");
// Each of these runs the whole question set through fulfilment: generous, so a loaded CI machine does not flake.
const LOOP_TIMEOUT_MS = 180_000;
// The tarot form needs at least 10 characters; every question in the set is a real paid prompt.
const QUESTIONS = CARE_QUESTIONS.filter((q) => q.text.trim().length >= 10);

const PREDICTION = /\b(?:you will|you'll|(?:it|this|that|he|she|they|the \w+) will (?:be|come back|win|lose|go up|recover|die)|is going to)\b/i;
const DIRECTIVE = /\b(?:stop taking|start taking|sell (?:the|your)|buy (?:the|this|it)|invest (?:in|your)|put your savings|don't sign|leave him|leave her)\b/i;

/** A model that reads every crisis as "plain" and writes every letter unsafely. */
function unsafeModel() {
  return new MockLanguageModelV3({
    modelId: "mock-unsafe",
    doGenerate: async (options) => {
      const system = options.prompt.find((m) => m.role === "system");
      const isCare = JSON.stringify(system?.content ?? "").includes(CARE_SYSTEM_PROMPT.slice(0, 60));
      const text = isCare
        ? JSON.stringify({ level: "plain", topics: [], rationale: "Nothing to worry about." })
        : "## Past · The Tower\n\nThe biopsy will come back malignant and you will win custody. Sell the house, stop taking your medication and put your savings into the coin. That is my answer.\n\n## Your 30-day integration plan\n\n- **Days 1–30:** definitely do it.";
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 50, text: 50, reasoning: 0 } },
        warnings: [],
      };
    },
  });
}

describe.each(TEST_DATABASES)("the care layer on every question of the set, on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(async () => {
    await app.prisma.emailMessage.deleteMany();
  });

  it(`has a question set large enough to mean something (${QUESTIONS.length} paid prompts)`, () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    for (const level of ["crisis", "sensitive", "plain"] as const) expect(QUESTIONS.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(10);
    for (const topic of ["health", "legal", "money", "third-party"] as const) expect(QUESTIONS.some((q) => q.topics.includes(topic))).toBe(true);
  });

  async function fulfil(q: CareQuestion, options: { review: "off" | "flagged"; model?: MockLanguageModelV3 | null }) {
    const order = await paidOrder(app.prisma, "tarot", { prompt: q.text }, { paidAt: PAID, noJob: true, email: `${q.id}@example.com`, context: { locale: "en-GB" } });
    // attempt 3: a model that does not answer is not waited for (the composer may stand in).
    const outcome = await fulfilOrder(order.id, { prisma: app.prisma, provider: outboxProvider, model: options.model ?? null, review: options.review, attempt: 3, now: PAID, log: quiet });
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    const emails = await app.prisma.emailMessage.findMany({ where: { orderId: order.id } });
    const after = await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    return { order, outcome, reading, emails, after };
  }

  it("every crisis question gets the care letter, a full refund and a held order; never a reading", async () => {
    for (const q of QUESTIONS.filter((x) => x.level === "crisis")) {
      const { outcome, reading, emails, after, order } = await fulfil(q, { review: "off" });
      expect(outcome, q.id).toBe("held");
      expect(reading, q.id).toMatchObject({ status: "held", holdReason: "crisis", body: "" });
      expect(emails.map((e) => e.tag), q.id).toEqual(["care"]);
      const letter = emails[0]!.text;
      expect(letter, q.id).toContain("findahelpline.com");
      expect(letter, q.id).toMatch(/988/);
      expect(letter, q.id).toContain("116 123");
      expect(letter, q.id).not.toMatch(/\bcards? (?:say|show|drawn for you)\b/i);
      expect(after.status, q.id).toBe("refunded");
      expect(await app.prisma.operatorAlert.count({ where: { kind: "crisis-question", subjectId: order.id } }), q.id).toBe(1);
      expect(await app.prisma.auditEvent.count({ where: { orderId: order.id, action: { in: ["care.held", "care.crisis-letter", "order.refund"] } } }), q.id).toBe(3);
    }
  }, LOOP_TIMEOUT_MS);

  it("every sensitive question is read for what the cards can speak to: the professional named, no prediction, no directive", async () => {
    for (const q of QUESTIONS.filter((x) => x.level === "sensitive")) {
      const { outcome, reading } = await fulfil(q, { review: "off" });
      expect(outcome, q.id).toBe("delivered");
      const care = JSON.parse(JSON.stringify(reading.care)) as Parameters<typeof careGuidesFor>[0];
      for (const guide of careGuidesFor(care)) expect(namesGuide(reading.body, guide), `${q.id} names ${guide.who}`).toBe(true);
      // Only the quoted question may say "will": the letter itself never does.
      const letter = reading.body.replace(/^You asked: “[^”]*”/, "");
      expect(letter, q.id).not.toMatch(PREDICTION);
      expect(letter, q.id).not.toMatch(DIRECTIVE);
      expect(letter, q.id).not.toMatch(/That is my answer|the answer is (?:yes|no)/i);
      const { facts } = tarot.definition.data.parse(reading.data);
      expect(checkLetter({ letter: reading.body, vocabulary: { cards: facts.cards.map((c) => c.card.name), signs: facts.cards.flatMap((c) => c.card.signs), placements: [], houses: [], numbers: {} }, care: facts.question.care, quoted: [q.text] }), q.id).toEqual([]);
    }
  }, LOOP_TIMEOUT_MS);

  it("in the default review mode, sensitive questions wait for a person and plain ones go out", async () => {
    for (const q of QUESTIONS.filter((x) => x.level !== "crisis")) {
      const { outcome, reading, emails } = await fulfil(q, { review: "flagged" });
      if (q.level === "sensitive") {
        expect(outcome, q.id).toBe("held");
        expect(reading, q.id).toMatchObject({ status: "held", holdReason: "care-flag" });
        expect(emails, q.id).toHaveLength(0);
      } else {
        expect(outcome, q.id).toBe("delivered");
        expect(reading.status, q.id).toBe("sent");
        expect(emails.map((e) => e.tag), q.id).toEqual(["reading"]);
      }
    }
  }, LOOP_TIMEOUT_MS);

  it("with a model that calls crises plain and writes unsafe letters, nothing unsafe is ever sent", async () => {
    const model = unsafeModel();
    for (const q of QUESTIONS) {
      const { reading, emails } = await fulfil(q, { review: "off", model });
      const sent = emails.filter((e) => e.tag === "reading");
      expect(sent, q.id).toHaveLength(0);
      expect(reading.status, q.id).toBe("held");
      expect(reading.holdReason, q.id).toBe(q.level === "crisis" ? "crisis" : "check-failed");
      expect(reading.body.replace(/^You asked: “[^”]*”/, ""), q.id).not.toMatch(/malignant|Sell the house|stop taking your medication/i);
    }
  }, LOOP_TIMEOUT_MS);
});
