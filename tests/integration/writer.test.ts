import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";

import { craftRequest } from "@/lib/delivery/craft-request";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { drawSpread } from "@/lib/oracle/tarot";
import { groundingProblems, OFFLINE_COMPOSER, parseMarkup, writeReading } from "@/lib/oracle/writer";
import { cardLabel } from "@/lib/oracle/writer/tarot-phrases";
import type { TarotRequest } from "@/lib/oracle/writer/requests";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";

const quiet = { warn: () => undefined };
const QUESTION = "What do I need to understand about my creative block this winter?";

function tarot(seed: string, question = QUESTION): TarotRequest {
  return { kind: "tarot", seed, question, spread: drawSpread("past-present-path", seed) };
}

function mockModel(text: string | (() => never)) {
  return new MockLanguageModelV3({
    modelId: "mock-oracle-1",
    doGenerate: async () => {
      if (typeof text === "function") text();
      return {
        content: [{ type: "text", text: text as string }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 100, text: 100, reasoning: 0 } },
        warnings: [],
      };
    },
  });
}

/** What a good model answer looks like: grounded in the same three cards. */
function modelAnswer(request: TarotRequest): string {
  const [past, present, path] = request.spread.cards;
  return [
    `You asked: “${request.question}”`,
    `## Past · ${cardLabel(past!)}`,
    `${past!.meaning}`,
    `## Present · ${cardLabel(present!)}`,
    `${present!.meaning}`,
    `## Path · ${cardLabel(path!)}`,
    `${path!.meaning} This is my answer to your question.`,
    "## Your 30-day integration plan",
    "- **Days 1–7:** write.\n- **Days 8–14:** speak.\n- **Days 15–21:** act.\n- **Days 22–30:** look back.",
  ].join("\n\n");
}

const lastHeading = (body: string) => parseMarkup(body).filter((b) => b.type === "heading").at(-1);

describe("the offline composer", () => {
  it.each(Array.from({ length: 24 }, (_, i) => `order_${i.toString(36)}x${i * 7919}`))("writes a grounded tarot reading for seed %s", async (seed) => {
    const request = tarot(seed);
    const written = await writeReading(request);
    expect(written.writer).toBe(OFFLINE_COMPOSER);
    expect(written.persona).toBe("solara");
    expect(written.body.startsWith(`You asked: “${QUESTION}”`)).toBe(true);
    for (const c of request.spread.cards) {
      expect(written.body).toContain(`## ${c.position.title} · ${cardLabel(c)}`);
      if (c.reversed) expect(written.body).toContain(`${c.card.name}, reversed`);
    }
    expect(lastHeading(written.body)).toEqual({ type: "heading", text: "Your 30-day integration plan" });
    for (const days of ["Days 1–7", "Days 8–14", "Days 15–21", "Days 22–30"]) expect(written.body).toContain(days);
    expect(groundingProblems(request, written.body)).toEqual([]);
    // No template seams.
    expect(written.body).not.toMatch(/\{kw\}|undefined|null|NaN|\.\.(?!\.)|: :/);
  });

  it("is deterministic: the same order writes the same letter", async () => {
    expect((await writeReading(tarot("order_same"))).body).toBe((await writeReading(tarot("order_same"))).body);
  });

  it("answers a 'should I' question as a choice, in the second person", async () => {
    const written = await writeReading(tarot("order_choice", "Should I move in with my partner this year?"));
    expect(written.body).toContain("You asked whether to move in with your partner this year.");
  });

  it("adds a gentle care note instead of medical or financial advice", async () => {
    const health = await writeReading(tarot("order_h", "Will my health get better after the surgery?"));
    expect(health.body).toContain("please talk with a doctor you trust");
    const money = await writeReading(tarot("order_m", "Should I invest my savings in my friend's startup?"));
    expect(money.body).toContain("a qualified adviser is the right oracle");
  });

  it("writes grounded couples readings from both charts (match and bundle)", async () => {
    const people = {
      person1: { name: "Ada Lovelace", dob: "1990-06-14", tob: "07:30", pob: "London, United Kingdom" },
      person2: { name: "Sam Rivera", dob: "1988-11-02", tob: "22:10", pob: "Lisbon, Portugal" },
    };
    const order = { id: "order_couple", paidAt: new Date("2026-05-10T09:00:00Z"), createdAt: new Date() };
    const match = craftRequest({ ...order, product: "match-report", meta: people });
    const bundle = craftRequest({ ...order, product: "bundle-couples", meta: { ...people, prompt: "Choose a home together." } });
    const m = await writeReading(match);
    const b = await writeReading(bundle);
    expect(groundingProblems(match, m.body)).toEqual([]);
    expect(groundingProblems(bundle, b.body)).toEqual([]);
    expect(lastHeading(b.body)).toEqual({ type: "heading", text: "Your 30-day couples roadmap" });
    expect(m.summary).toMatch(/^Ada \(Sun in \w+\) and Sam \(Sun in \w+\): \d+\/100\./);
  });
});

describe("the AI writer (Vercel AI SDK, mock model)", () => {
  it("uses the model's text when it is grounded, and prompts with the persona and the computed draw", async () => {
    const request = tarot("order_ai");
    const model = mockModel(modelAnswer(request));
    const written = await writeReading(request, { model, log: quiet });
    expect(written.writer).toBe("mock-oracle-1");
    expect(written.body).toBe(modelAnswer(request));
    const call = model.doGenerateCalls[0]!;
    const system = call.prompt.find((m) => m.role === "system");
    expect(system?.content).toContain("You are Solara, the tarot oracle");
    expect(system?.content).toContain("No medical, legal or financial advice");
    const user = JSON.stringify(call.prompt.filter((m) => m.role === "user"));
    for (const c of request.spread.cards) expect(user).toContain(cardLabel(c));
    expect(user).toContain(QUESTION);
  });

  it("falls back to the composer when the model forgets a card or the plan", async () => {
    const request = tarot("order_forgetful");
    const ungrounded = modelAnswer(request).replace(/## Your 30-day integration plan[\s\S]*$/, "Good luck!");
    const written = await writeReading(request, { model: mockModel(ungrounded), log: quiet });
    expect(written.writer).toBe(OFFLINE_COMPOSER);
    expect(written.fallbackReason).toContain("does not end with the 30-day integration plan");
    expect(groundingProblems(request, written.body)).toEqual([]);
  });

  it("lets a failing model call fail the job (to retry), or compose offline once retries are spent", async () => {
    const broken = mockModel(() => {
      throw new Error("gateway timeout");
    });
    await expect(writeReading(tarot("order_down"), { model: broken, log: quiet })).rejects.toThrow("gateway timeout");
    const written = await writeReading(tarot("order_down"), { model: broken, fallbackOnError: true, log: quiet });
    expect(written).toMatchObject({ writer: OFFLINE_COMPOSER, fallbackReason: "model call failed: gateway timeout" });
  });
});

describe.each(TEST_DATABASES)("fulfilment with the model on $name", (kind) => {
  const app = withAppDatabase(kind);

  it("stores the model id as the writer and the draw it wrote from", async () => {
    const order = await app.prisma.order.create({
      data: { product: "tarot", amount: 2900, email: "seeker@example.com", meta: { prompt: QUESTION }, provider: "dev", status: "paid", paidAt: new Date() },
    });
    const request = tarot(order.id);
    await fulfilOrder(order.id, { prisma: app.prisma, provider: outboxProvider, model: mockModel(modelAnswer(request)), log: { info: () => undefined, warn: () => undefined } });
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(reading.writer).toBe("mock-oracle-1");
    expect(reading.body).toBe(modelAnswer(request));
    expect((reading.data as { cards: { name: string }[] }).cards.map((c) => c.name)).toEqual(request.spread.cards.map((c) => c.card.name));
  });
});
