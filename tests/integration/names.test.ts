import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { matchReport } from "@/lib/products";

import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as subscribe } from "@/app/api/automations/subscribe/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as devCheckout } from "@/app/api/dev/checkout/[orderId]/route";
import { POST as bundleCheckout } from "@/app/api/reports/bundle/checkout/route";
import { POST as matchCheckout } from "@/app/api/reports/match/checkout/route";
import { POST as postSolo } from "@/app/api/reports/solo/route";
import { POST as shopCheckout } from "@/app/api/stripe/checkout/route";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonOf, jsonRequest } from "../support/http";
import { sessionCookieFor } from "../support/session";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const NAMES = ["李小龍", "محمد", "Владимир", "Ng", "Zoë", "O'Brien-Łukasz", "Ωμέγα", "राहुल शर्मा"];
const person = (name: string, pob = "London, United Kingdom") => ({ name, dob: "1990-05-14", tob: "08:15", pob });
const couple = (a: string, b: string) => ({ person1: person(a), person2: person(b, "Dublin, Ireland") });
const INTENTION = "We want a calmer home together this year.";

type Handler = (request: Request, context: undefined) => Promise<Response>;
let ip = 0;
const send = (handler: Handler, path: string, body: unknown, cookie?: string) =>
  handler(jsonRequest(path, body, { headers: { "x-forwarded-for": `10.77.0.${++ip % 250}`, ...(cookie ? { cookie } : {}) } }), undefined);

describe.each(TEST_DATABASES)("names in every script, and characters we can't store, on $name", (kind) => {
  const app = withAppDatabase(kind);
  let cookie = "";

  beforeAll(async () => {
    const user = await app.prisma.user.create({ data: { email: `names.${kind.name}@example.com`, passwordHash: "x", fullName: "李小龍", dateOfBirth: "1990-05-14" } });
    cookie = await sessionCookieFor(user.id);
  });
  beforeEach(() => app.prisma.rateLimit.deleteMany());

  it.each(NAMES)("POST /api/reports/solo charts %s, and says why a number is left out where one is", async (name) => {
    const res = await send(postSolo, "/api/reports/solo", person(name), cookie);
    expect(res.status).toBe(201);
    const { reportData } = (await jsonOf(res)) as { reportData: { summary: string; personA: { name: string; numerology: Record<string, unknown> } } };
    expect(reportData.personA.name).toBe(name);
    expect(reportData.personA.numerology).toMatchObject({ lifePathNumber: 11, birthday: 5, expression: expect.any(Number) });
    if (name === "محمد" || name === "Ng") {
      expect(reportData.personA.numerology.soulUrge).toBeNull();
      expect(reportData.summary).toContain("Numa left out the soul urge number, which adds up only the vowels");
      expect(reportData.personA.numerology.omission).toMatch(/^Numa left out the soul urge number/);
    } else {
      expect(reportData.personA.numerology).toMatchObject({ soulUrge: expect.any(Number), personality: expect.any(Number), omission: null });
      expect(reportData.summary).not.toContain("left out");
    }
  });

  it("sells match reports and bundles for names in any script, and delivers them", async () => {
    for (const [a, b] of [["李小龍", "محمد"], ["Владимир", "Ng"], ["Zoë", "O'Brien-Łukasz"], ["Ωμέγα", "राहुल शर्मा"]] as const) {
      const match = await send(matchCheckout, "/api/reports/match/checkout", couple(a, b), cookie);
      expect(match.status, `${a} & ${b}`).toBe(200);
      expect(await jsonOf(match)).toEqual({ checkoutUrl: expect.stringMatching(/^\/dev\/checkout\//) });
      const bundle = await send(bundleCheckout, "/api/reports/bundle/checkout", { ...couple(b, a), prompt: INTENTION }, cookie);
      expect(bundle.status, `${b} & ${a}`).toBe(200);
    }

    // The order that used to die in fulfilment ("Cannot chart محمد"): paid, written, emailed.
    const order = await app.prisma.order.findFirstOrThrow({ where: { product: "match-report", meta: { path: ["person2", "name"], equals: "محمد" } } });
    const paid = await devCheckout(new Request(`http://localhost:3000/api/dev/checkout/${order.id}`, { method: "POST", body: new URLSearchParams({ intent: "pay" }) }), {
      params: Promise.resolve({ orderId: order.id }),
    });
    expect(paid.status).toBe(303);
    await drainJobs({ prisma: app.prisma, handlers: createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null }), log: quiet });
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("fulfilled");
    const letter = await app.prisma.emailMessage.findFirstOrThrow({ where: { idempotencyKey: `reading:${order.id}` } });
    expect(letter.subject).toContain("李小龍 & محمد");
    expect(letter.text).toContain("محمد: Sun Taurus");
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    const { facts } = matchReport.definition.data.parse(reading.data);
    expect(facts.p2.numbers.find((n) => n.name === "expression")?.value).toBe(2);
    expect(facts.p2.numbers.some((n) => n.name === "soul urge")).toBe(false);
    expect(facts.p2.uncertainties.find((u) => u.code === "name-numbers-omitted")?.note).toMatch(/^Numa left out the soul urge/);
  });

  it("refuses a name with nothing to count, naming the field", async () => {
    const cases: [Handler, string, unknown, string][] = [
      [matchCheckout, "/api/reports/match/checkout", couple("Nova", "!!!"), "Partner's Name needs at least one letter."],
      [bundleCheckout, "/api/reports/bundle/checkout", { ...couple("123", "Rowan"), prompt: INTENTION }, "Your Name needs at least one letter."],
      [postSolo, "/api/reports/solo", person("!!!"), "Full birth name needs at least one letter."],
      [signup, "/api/auth/signup", { email: "bangs@example.com", password: "moonlit-path", fullName: "!!!", dateOfBirth: "1990-05-14" }, "Full name needs at least one letter."],
    ];
    for (const [handler, path, body, message] of cases) {
      const res = await send(handler, path, body, cookie);
      expect(res.status, path).toBe(400);
      expect((await jsonOf(res)).message, path).toBe(message);
    }
    expect(await app.prisma.order.count({ where: { meta: { path: ["person2", "name"], equals: "!!!" } } })).toBe(0);
  });

  it.each([
    ["NUL", "\u0000"],
    ["a lone surrogate", "\ud800"],
    ["an escape character", "\u001b[2J"],
  ])("answers 400 naming the field when a body carries %s", async (_label, bad) => {
    const cases: [Handler, string, unknown, string][] = [
      [shopCheckout, "/api/stripe/checkout", { product: "tarot", email: "a@b.co", prompt: `Where am I headed${bad} this year?` }, "Your Question or Focus"],
      [bundleCheckout, "/api/reports/bundle/checkout", { ...couple("Nova", "Rowan"), prompt: `${INTENTION}${bad}` }, "Your Shared Intention"],
      [matchCheckout, "/api/reports/match/checkout", couple("Nova", `Ro${bad}wan`), "Partner's Name"],
      [contact, "/api/contact", { name: "Ada", email: "ada@example.com", message: `Hello there${bad}, oracles.` }, "Message"],
      [subscribe, "/api/automations/subscribe", { email: "sub@example.com", automationType: "morning-card-pull", personaHandle: "solara", fullName: `Ada${bad}` }, "Full name"],
      [signup, "/api/auth/signup", { email: "ctl@example.com", password: "moonlit-path", fullName: "Ada Lovelace", dateOfBirth: "1990-05-14", placeOfBirth: `London${bad}` }, "Place of birth"],
      [postSolo, "/api/reports/solo", person(`Luna${bad}`), "Full birth name"],
    ];
    for (const [handler, path, body, field] of cases) {
      const res = await send(handler, path, body, cookie);
      expect(res.status, path).toBe(400);
      expect((await jsonOf(res)).message, path).toBe(`${field} contains characters we can't store.`);
    }
    expect(await app.prisma.contactMessage.count()).toBe(0);
  });

  it("keeps line breaks in a multi-line prompt", async () => {
    const res = await send(shopCheckout, "/api/stripe/checkout", { product: "tarot", email: "lines@example.com", prompt: "Two questions:\r\n\t1. Work?\n\t2. Love?" }, undefined);
    expect(res.status).toBe(200);
    expect((await app.prisma.order.findFirstOrThrow({ where: { email: "lines@example.com" } })).meta).toEqual({ v: 1, prompt: "Two questions:\r\n\t1. Work?\n\t2. Love?" });
  });
});
