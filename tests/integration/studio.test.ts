import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import * as resolveModule from "@/app/api/studio/alerts/[alertId]/resolve/route";
import * as healthRoute from "@/app/api/studio/health/route";
import * as retryRoute from "@/app/api/studio/jobs/[jobId]/retry/route";
import * as refundRoute from "@/app/api/studio/orders/[orderId]/refund/route";
import * as resendRoute from "@/app/api/studio/orders/[orderId]/resend/route";
import * as approveRoute from "@/app/api/studio/readings/[orderId]/approve/route";
import * as closeRoute from "@/app/api/studio/readings/[orderId]/close/route";
import * as crisisRoute from "@/app/api/studio/readings/[orderId]/crisis-letter/route";
import * as editRoute from "@/app/api/studio/readings/[orderId]/edit/route";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";
import { deliverReadingJobKey, fulfilOrderJobKey, JOB_TYPES } from "@/lib/jobs/types";
import { requireOperator } from "@/lib/studio/operator";
import { getOrderDetail } from "@/lib/studio/order-detail";
import { listHeldReadings, listOrders } from "@/lib/studio/queries";
import { getQueueHealth } from "@/lib/studio/queue-health";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonOf, jsonRequest } from "../support/http";
import { paidOrder } from "../support/orders";
import { sessionCookieFor } from "../support/session";

// Set before lib/env reads the environment. READING_REVIEW=all also decides what a dead
// fulfilment does (it is held for a person instead of refunded); fulfilment here passes its mode.
vi.hoisted(() => {
  process.env.OPERATOR_EMAILS = " Ops@Example.com , second.op@example.com";
  process.env.READING_REVIEW = "all";
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PLAIN = "What does this season ask of me as I settle into the new flat and the new routine?";
const HOUR = 3600_000;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ctx = <P,>(params: P) => ({ params: Promise.resolve(params) });

/** Every studio call: its module, the params it takes and a body an operator could send. */
const CALLS: { name: string; module: Record<string, unknown>; params: Record<string, string>; method: string; body: unknown }[] = [
  { name: "edit", module: editRoute, params: { orderId: "x" }, method: "POST", body: { body: "x".repeat(50), version: new Date().toISOString() } },
  { name: "approve", module: approveRoute, params: { orderId: "x" }, method: "POST", body: { version: new Date().toISOString() } },
  { name: "crisis-letter", module: crisisRoute, params: { orderId: "x" }, method: "POST", body: { kind: "self-harm", note: "the words read as a crisis" } },
  { name: "close", module: closeRoute, params: { orderId: "x" }, method: "POST", body: { note: "called them" } },
  { name: "refund", module: refundRoute, params: { orderId: "x" }, method: "POST", body: { reason: "asked for it" } },
  { name: "resend", module: resendRoute, params: { orderId: "x" }, method: "POST", body: { messageId: "m" } },
  { name: "retry", module: retryRoute, params: { jobId: "x" }, method: "POST", body: {} },
  { name: "resolve", module: resolveModule, params: { alertId: "x" }, method: "POST", body: {} },
  { name: "health", module: healthRoute, params: {}, method: "GET", body: undefined },
];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function call(module: Record<string, unknown>, method: string, params: Record<string, string>, body: unknown, cookie?: string, raw?: string): Promise<Response> {
  const handler = module[method] as Handler | undefined;
  if (!handler) throw new Error(`no ${method} handler`);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const request = method === "GET" || method === "OPTIONS" ? new Request("http://localhost:3000/api/studio/x", { method, headers }) : jsonRequest("/api/studio/x", body, { method, headers, raw });
  return handler(request, ctx(params));
}

/** The first sentence of the letter's first plain paragraph (not the restated question, a heading or a list). */
function aSentenceOf(body: string): string {
  const paragraph = body.split(/\n\n+/).find((p) => !/^(#|-|You asked)/.test(p.trim()));
  const sentence = paragraph?.match(/^[^.!?]+[.!?]/)?.[0];
  if (!sentence) throw new Error("no sentence to edit");
  return sentence;
}

describe.each(TEST_DATABASES)("the operator studio on $name", (kind) => {
  const app = withAppDatabase(kind);
  let operator = "";
  let secondOperator = "";
  let seeker = "";

  const handlers = () => createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
  const drain = () => drainJobs({ prisma: app.prisma, handlers: handlers(), log: quiet });

  /** A paid tarot order fulfilled in review-all mode: written, checked, held for a person. */
  async function heldOrder(prompt = PLAIN, extra: { paidAt?: Date; email?: string } = {}) {
    const order = await paidOrder(app.prisma, "tarot", { prompt }, { noJob: true, ...extra });
    const outcome = await fulfilOrder(order.id, { prisma: app.prisma, provider: outboxProvider, model: null, review: "all", attempt: 3, log: quiet, now: extra.paidAt });
    expect(outcome).toBe("held");
    return { order, reading: await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } }) };
  }

  const asOperator = async (userId = operator) => ({ cookie: await sessionCookieFor(userId) });
  const auditsOf = (orderId: string, action?: string) => app.prisma.auditEvent.findMany({ where: { orderId, ...(action ? { action } : {}) }, orderBy: { createdAt: "asc" } });
  const readingEmails = (orderId: string) => app.prisma.emailMessage.findMany({ where: { orderId, tag: "reading" }, orderBy: { createdAt: "asc" } });

  beforeAll(async () => {
    const make = (email: string) => app.prisma.user.create({ data: { email, passwordHash: "x", fullName: email.split("@")[0] ?? "x", dateOfBirth: "1990-01-01" }, select: { id: true } });
    operator = (await make("ops@example.com")).id;
    secondOperator = (await make("second.op@example.com")).id;
    seeker = (await make("seeker.not.op@example.com")).id;
  });

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
  });

  it("answers 404 { message } to a signed-out caller and to a signed-in non-operator, on every call and method, whatever the body", async () => {
    const { order } = await heldOrder();
    const notOperator = await sessionCookieFor(seeker);
    for (const c of CALLS) {
      const params = Object.fromEntries(Object.keys(c.params).map((k) => [k, k === "orderId" ? order.id : "x"]));
      for (const cookie of [undefined, notOperator]) {
        for (const method of METHODS) {
          if (!c.module[method]) continue;
          const res = await call(c.module, method, params, c.body, cookie);
          expect(res.status, `${c.name} ${method} ${cookie ? "non-operator" : "signed out"}`).toBe(404);
          expect(await res.json()).toEqual({ message: "Not found" });
        }
        // Junk that an operator would get a 400 for is still a 404 to anyone else.
        if (c.method === "POST") {
          const res = await call(c.module, "POST", params, undefined, cookie, "{not json");
          expect(res.status, `${c.name} junk`).toBe(404);
        }
      }
    }
    // Every studio route answers every method (Next would otherwise answer 405 or 204 and show it exists).
    for (const c of CALLS) for (const method of METHODS) expect(typeof c.module[method], `${c.name} exports ${method}`).toBe("function");
    // And nothing happened to the order.
    expect((await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe("held");
    expect(await auditsOf(order.id)).toHaveLength(1); // the system's "reading.held"
  });

  it("the operator check reads OPERATOR_EMAILS case-insensitively and answers a method a route lacks with 405", async () => {
    const { cookie } = await asOperator(secondOperator);
    const res = await call(healthRoute, "GET", {}, undefined, cookie);
    expect(res.status).toBe(200);
    // Next passes a route with no dynamic segment no params at all (a 500 under next start once).
    const bare = await healthRoute.GET(new Request("http://localhost:3000/api/studio/health", { headers: { cookie } }), { params: Promise.resolve(undefined as never) });
    expect(bare.status).toBe(200);
    expect((await call(editRoute, "GET", { orderId: "x" }, undefined, cookie)).status).toBe(405);
    const who = await requireOperator(new Request("http://localhost:3000/studio", { headers: await asOperator() }));
    expect(who.email).toBe("ops@example.com");
  });

  it("never answers an operator's bad input with a 500", async () => {
    const { order, reading } = await heldOrder();
    const { cookie } = await asOperator();
    const bodies = [{}, { body: 12, version: "yesterday" }, { body: "short", version: reading.updatedAt.toISOString() }, { body: "x".repeat(50_000), version: reading.updatedAt.toISOString() }, [], "null"];
    for (const c of CALLS.filter((x) => x.method === "POST")) {
      const params = Object.fromEntries(Object.keys(c.params).map((k) => [k, k === "orderId" ? order.id : "missing"]));
      for (const body of bodies) {
        const res = await call(c.module, "POST", params, body, cookie);
        expect(res.status, `${c.name} ${JSON.stringify(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(await jsonOf(res)).toHaveProperty("message");
      }
      const raw = await call(c.module, "POST", params, undefined, cookie, "{oops");
      expect(raw.status).toBe(400);
    }
    expect((await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe("held");
  });

  it("an approved held reading is sent exactly once, even when approve is pressed twice at the same moment", async () => {
    const { order, reading } = await heldOrder();
    expect(await readingEmails(order.id)).toHaveLength(0);
    const version = reading.updatedAt.toISOString();
    const [a, b] = await Promise.all([asOperator(), asOperator(secondOperator)]);
    const responses = await Promise.all([call(approveRoute, "POST", { orderId: order.id }, { version }, a.cookie), call(approveRoute, "POST", { orderId: order.id }, { version }, b.cookie)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect((await jsonOf(refused)).message).toMatch(/already approved by (ops|second\.op)@example\.com/);

    expect(await app.prisma.job.count({ where: { key: deliverReadingJobKey(order.id) } })).toBe(1);
    await drain();
    await drain();
    const sent = await readingEmails(order.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: `reading:${order.id}`, to: "seeker@example.com" });
    expect(sent[0]!.text.replace(/\s+/g, " ")).toContain("read and approved by a person on our team");
    const after = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(after).toMatchObject({ status: "sent", approvedBy: expect.stringMatching(/@example\.com$/) });
    expect(after.approvedAt).not.toBeNull();
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("fulfilled");

    // Pressing it again later changes nothing.
    const late = await call(approveRoute, "POST", { orderId: order.id }, { version }, a.cookie);
    expect(late.status).toBe(409);
    await drain();
    expect(await readingEmails(order.id)).toHaveLength(1);
    const approvals = await auditsOf(order.id, "reading.approve");
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.actor).toBe(after.approvedBy);
  });

  it("an edit is what gets sent: saved on its own, then approved, and the audit row keeps the text before and after", async () => {
    const { order, reading } = await heldOrder();
    const { cookie } = await asOperator();
    const original = aSentenceOf(reading.body);
    const replacement = "Solara asks you to keep a small notebook by the window for the next thirty mornings.";
    const edited = reading.body.replace(original, replacement);

    const saved = await call(editRoute, "POST", { orderId: order.id }, { body: edited, version: reading.updatedAt.toISOString() }, cookie);
    expect(saved.status).toBe(200);
    const { version, changed } = (await saved.json()) as { version: string; changed: boolean };
    expect(changed).toBe(true);
    expect(version).not.toBe(reading.updatedAt.toISOString());
    const stored = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(stored).toMatchObject({ status: "held", body: edited });
    expect(stored.editedAt).not.toBeNull();

    // Approving what was read before the edit is refused: nobody approves a text they have not read.
    const stale = await call(approveRoute, "POST", { orderId: order.id }, { version: reading.updatedAt.toISOString() }, cookie);
    expect(stale.status).toBe(409);
    expect((await jsonOf(stale)).message).toMatch(/changed this reading since you opened it/);

    expect((await call(approveRoute, "POST", { orderId: order.id }, { version }, cookie)).status).toBe(200);
    await drain();
    const [email] = await readingEmails(order.id);
    expect(email!.text.replace(/\s+/g, " ")).toContain(replacement);
    expect(email!.text.replace(/\s+/g, " ")).not.toContain(original.replace(/\s+/g, " "));
    expect(email!.html).toContain(replacement);

    const edits = await auditsOf(order.id, "reading.edit");
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ actor: "ops@example.com", detail: { before: reading.body, after: edited } });
  });

  it("approving with the edited text saves and approves it in one step", async () => {
    const { order, reading } = await heldOrder();
    const { cookie } = await asOperator(secondOperator);
    const replacement = "Begin each week by naming one thing you are ready to set down.";
    const edited = reading.body.replace(aSentenceOf(reading.body), replacement);
    expect((await call(approveRoute, "POST", { orderId: order.id }, { body: edited, version: reading.updatedAt.toISOString() }, cookie)).status).toBe(200);
    await drain();
    const [email] = await readingEmails(order.id);
    expect(email!.text.replace(/\s+/g, " ")).toContain(replacement);
    expect((await auditsOf(order.id)).map((a) => [a.action, a.actor])).toEqual([
      ["reading.held", "system"],
      ["reading.edit", "second.op@example.com"],
      ["reading.approve", "second.op@example.com"],
    ]);
  });

  it("resend creates one new message with the same content, recorded; a second resend is the second copy", async () => {
    const { order, reading } = await heldOrder();
    const { cookie } = await asOperator();
    await call(approveRoute, "POST", { orderId: order.id }, { version: reading.updatedAt.toISOString() }, cookie);
    await drain();
    const [original] = await readingEmails(order.id);

    const res = await call(resendRoute, "POST", { orderId: order.id }, { messageId: original!.id }, cookie);
    expect(res.status).toBe(201);
    const { messageId } = (await res.json()) as { messageId: string };
    const all = await readingEmails(order.id);
    expect(all).toHaveLength(2);
    const copy = all.find((m) => m.id === messageId)!;
    expect(copy).toMatchObject({ idempotencyKey: `reading:${order.id}:resend:1`, to: original!.to, from: original!.from, subject: original!.subject, html: original!.html, text: original!.text });
    expect(copy.sentAt).not.toBeNull();
    expect(await auditsOf(order.id, "email.resend")).toEqual([expect.objectContaining({ actor: "ops@example.com", detail: expect.objectContaining({ originalId: original!.id, messageId }) })]);

    // Resending the copy is the original's second resend, and the reading stays sent once.
    const again = await call(resendRoute, "POST", { orderId: order.id }, { messageId }, cookie);
    expect(again.status).toBe(201);
    expect((await readingEmails(order.id)).map((m) => m.idempotencyKey)).toEqual([`reading:${order.id}`, `reading:${order.id}:resend:1`, `reading:${order.id}:resend:2`]);

    // Another order's email, a team alert or a message never sent: refused.
    const other = await heldOrder();
    expect((await call(resendRoute, "POST", { orderId: other.order.id }, { messageId: original!.id }, cookie)).status).toBe(404);
  });

  it("refund reaches the provider once, even on two clicks at once; the order ends refunded and the held reading withdrawn", async () => {
    const { order } = await heldOrder();
    const [a, b] = await Promise.all([asOperator(), asOperator(secondOperator)]);
    const responses = await Promise.all([
      call(refundRoute, "POST", { orderId: order.id }, { reason: "The buyer wrote in to cancel." }, a.cookie),
      call(refundRoute, "POST", { orderId: order.id }, { reason: "The buyer wrote in to cancel." }, b.cookie),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    // The dev provider confirms through the same code path as Stripe's charge.refunded webhook, once.
    expect(await app.prisma.webhookEvent.findMany({ where: { orderId: order.id, type: "charge.refunded" } })).toHaveLength(1);
    const after = await app.prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { reading: true } });
    expect(after.status).toBe("refunded");
    expect(after.refundedAt).not.toBeNull();
    expect(after.reading!.status).toBe("withdrawn");
    const refunds = await auditsOf(order.id, "order.refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.actor).toMatch(/@example\.com$/);
    expect(refunds[0]!.detail).toMatchObject({ reason: "The buyer wrote in to cancel.", provider: "dev" });

    // Nothing can be approved for it any more, and a third click is refused.
    const reading = after.reading!;
    expect((await call(approveRoute, "POST", { orderId: order.id }, { version: reading.updatedAt.toISOString() }, a.cookie)).status).toBe(409);
    const third = await call(refundRoute, "POST", { orderId: order.id }, { reason: "again" }, a.cookie);
    expect(third.status).toBe(409);
    expect((await jsonOf(third)).message).toBe("This order is already refunded.");
  });

  it("the crisis letter replaces a held reading: withdrawn first, the care letter sent once, refunded, alerted, recorded", async () => {
    const { order, reading } = await heldOrder();
    const { cookie } = await asOperator();
    const res = await call(crisisRoute, "POST", { orderId: order.id }, { kind: "abuse", note: "The question describes being afraid at home." }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "sent", refunded: true });

    const after = await app.prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { reading: true } });
    expect(after.status).toBe("refunded");
    expect(after.reading).toMatchObject({ status: "withdrawn", holdReason: "crisis", body: reading.body });
    const letters = await app.prisma.emailMessage.findMany({ where: { orderId: order.id } });
    expect(letters.map((m) => m.tag)).toEqual(["care"]);
    expect(letters[0]!.text.replace(/\s+/g, " ")).toContain("you may not be safe at home");
    expect(await app.prisma.operatorAlert.count({ where: { kind: "crisis-question", subjectId: order.id } })).toBe(1);
    expect((await auditsOf(order.id, "reading.crisis-letter"))[0]).toMatchObject({ actor: "ops@example.com", detail: { kind: "abuse", refunded: true, retry: false } });

    // Pressed again: refused, nothing sent twice; the draft can never be approved; the job stays quiet.
    expect((await call(crisisRoute, "POST", { orderId: order.id }, { kind: "abuse", note: "again" }, cookie)).status).toBe(409);
    expect((await call(approveRoute, "POST", { orderId: order.id }, { version: reading.updatedAt.toISOString() }, cookie)).status).toBe(409);
    expect(await fulfilOrder(order.id, { prisma: app.prisma, provider: outboxProvider, model: null, review: "all", log: quiet })).toBe("skipped");
    expect(await app.prisma.emailMessage.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("a crisis held by the care layer is closed after the follow-up, once refunded; its alert is resolved", async () => {
    const order = await paidOrder(app.prisma, "tarot", { prompt: "I don't want to be alive anymore. Is there any point in going on?" }, { noJob: true });
    expect(await fulfilOrder(order.id, { prisma: app.prisma, provider: outboxProvider, model: null, review: "flagged", attempt: 3, log: quiet })).toBe("held");
    const { cookie } = await asOperator();
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(reading.holdReason).toBe("crisis");
    expect((await call(approveRoute, "POST", { orderId: order.id }, { version: reading.updatedAt.toISOString() }, cookie)).status).toBe(409);
    expect((await call(editRoute, "POST", { orderId: order.id }, { body: "x ".repeat(40), version: reading.updatedAt.toISOString() }, cookie)).status).toBe(409);

    const res = await call(closeRoute, "POST", { orderId: order.id }, { note: "Called back; they are with family and safe." }, cookie);
    expect(res.status).toBe(200);
    expect((await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe("withdrawn");
    expect((await app.prisma.operatorAlert.findFirstOrThrow({ where: { kind: "crisis-question", subjectId: order.id } })).resolvedAt).not.toBeNull();
    expect(await auditsOf(order.id, "reading.close")).toHaveLength(1);
    expect((await call(closeRoute, "POST", { orderId: order.id }, { note: "again" }, cookie)).status).toBe(409);
  });

  it("a dead job goes back to the queue with more attempts, once; a dead fulfilment's empty placeholder makes way for the retry", async () => {
    const { cookie } = await asOperator();
    // A fulfilment that cannot succeed: its order's meta is unreadable (a permanent error).
    const order = await paidOrder(app.prisma, "tarot", { prompt: 42 });
    await drain();
    const job = await app.prisma.job.findUniqueOrThrow({ where: { key: fulfilOrderJobKey(order.id) } });
    expect(job.status).toBe("dead");
    // READING_REVIEW=all: held for a person (not refunded), with an empty placeholder record.
    expect(await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "held", holdReason: "fulfilment-failed", body: "" });
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");

    const [first, second] = await Promise.all([call(retryRoute, "POST", { jobId: job.id }, {}, cookie), call(retryRoute, "POST", { jobId: job.id }, {}, cookie)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const queued = await app.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(queued).toMatchObject({ status: "queued", maxAttempts: job.attempts + 3, attempts: job.attempts });
    expect(await app.prisma.reading.findUnique({ where: { orderId: order.id } })).toBeNull();
    expect(await auditsOf(order.id, "job.retry")).toEqual([expect.objectContaining({ actor: "ops@example.com", detail: expect.objectContaining({ jobId: job.id, type: JOB_TYPES.fulfilOrder }) })]);

    // The retry runs (and, the meta still being unreadable, dies again: a new attempt on record).
    await drain();
    const again = await app.prisma.job.findUniqueOrThrow({ where: { id: job.id }, include: { runs: true } });
    expect(again.status).toBe("dead");
    expect(again.runs).toHaveLength(2);
  });

  it("a job of a refunded order is not retried, and a job that is not dead neither", async () => {
    const { cookie } = await asOperator();
    const order = await paidOrder(app.prisma, "tarot", { prompt: 42 });
    await drain();
    const dead = await app.prisma.job.findUniqueOrThrow({ where: { key: fulfilOrderJobKey(order.id) } });
    expect(dead.status).toBe("dead");
    expect((await call(refundRoute, "POST", { orderId: order.id }, { reason: "We could not write it." }, cookie)).status).toBe(200);
    const refused = await call(retryRoute, "POST", { jobId: dead.id }, {}, cookie);
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).message).toMatch(/refunded: there is nothing to retry/);

    const message = await app.prisma.contactMessage.create({ data: { name: "Ira", email: "ira@example.com", message: "Hello there, a question." } });
    await enqueueJob(app.prisma, { type: JOB_TYPES.forwardContact, payload: { contactMessageId: message.id }, key: `contact:${message.id}` });
    const job = await app.prisma.job.findFirstOrThrow({ where: { key: `contact:${message.id}` } });
    const res = await call(retryRoute, "POST", { jobId: job.id }, {}, cookie);
    expect(res.status).toBe(409);
    expect((await jsonOf(res)).message).toMatch(/queued, not dead/);
    expect((await call(retryRoute, "POST", { jobId: "no-such-job" }, {}, cookie)).status).toBe(404);
  });

  it("an alert is resolved once, with an audit row naming the operator", async () => {
    const { order } = await heldOrder();
    const alert = await app.prisma.operatorAlert.create({ data: { kind: "sla-breach-risk", subjectId: order.id, message: "late" } });
    const { cookie } = await asOperator();
    const res = await resolveModule.POST(jsonRequest("/api/studio/x", { note: "Sent by hand." }, { headers: { cookie } }), ctx({ alertId: alert.id }));
    expect(res.status).toBe(200);
    expect((await app.prisma.operatorAlert.findUniqueOrThrow({ where: { id: alert.id } })).resolvedAt).not.toBeNull();
    expect(await auditsOf(order.id, "alert.resolve")).toEqual([expect.objectContaining({ actor: "ops@example.com", detail: expect.objectContaining({ note: "Sent by hand.", kind: "sla-breach-risk" }) })]);
    expect((await resolveModule.POST(jsonRequest("/api/studio/x", {}, { headers: { cookie } }), ctx({ alertId: alert.id }))).status).toBe(409);
  });

  it("every action leaves an audit row with the operator's email", async () => {
    const actions = await app.prisma.auditEvent.findMany({ where: { actor: { not: "system" } }, select: { action: true, actor: true } });
    const seen = new Set(actions.map((a) => a.action));
    for (const action of ["reading.edit", "reading.approve", "reading.crisis-letter", "reading.close", "order.refund", "email.resend", "job.retry", "alert.resolve"]) expect(seen, action).toContain(action);
    for (const a of actions) expect(["ops@example.com", "second.op@example.com"]).toContain(a.actor);
  });

  it("lists and searches orders, and assembles the order's timeline from every record", async () => {
    const op = await requireOperator(new Request("http://localhost:3000/studio", { headers: await asOperator() }));
    const { order, reading } = await heldOrder(PLAIN, { email: "Findable.Buyer@example.com" });
    await call(approveRoute, "POST", { orderId: order.id }, { version: reading.updatedAt.toISOString() }, (await asOperator()).cookie);
    await drain();

    const found = await listOrders(op, { q: "findable.buyer", page: 1 });
    expect(found.rows.map((r) => r.id)).toEqual([order.id]);
    expect(found.rows[0]).toMatchObject({ status: "fulfilled", reading: { status: "sent" }, productName: "Solo Tarot Reading" });
    expect((await listOrders(op, { q: order.id, page: 1 })).total).toBe(1);
    const all = await listOrders(op, { q: undefined, page: 1 });
    expect(all.total).toBeGreaterThan(1);
    expect(all.rows.length).toBeLessThanOrEqual(all.pageSize);
    expect((await listOrders(op, { q: undefined, reading: "held", page: 1 })).rows.every((r) => r.reading?.status === "held")).toBe(true);

    const detail = (await getOrderDetail(op, order.id))!;
    expect(detail.buyerWords).toEqual([{ label: "your question", text: PLAIN }]);
    expect(detail.reading).toMatchObject({ status: "sent", holdReason: "review-all", approvedBy: "ops@example.com" });
    expect(detail.reading!.facts.shown?.cards).toHaveLength(3);
    expect(detail.reading!.facts.json).toContain('"kind": "tarot"');
    const titles = detail.timeline.map((e) => e.title);
    expect(titles).toEqual(expect.arrayContaining(["Checkout started", "Paid", "reading.held", "reading.approve", `Job ${JOB_TYPES.deliverReading} queued`, `${JOB_TYPES.deliverReading} attempt 1: done`, "Reading delivered"]));
    const email = detail.timeline.find((e) => e.kind === "email")!;
    expect(email.href).toBe(`/studio/emails/${detail.emails[0]!.id}`);
    expect(detail.emails[0]!.resendable).toBe(true);
    for (let i = 1; i < detail.timeline.length; i++) expect(detail.timeline[i]!.at.getTime()).toBeGreaterThanOrEqual(detail.timeline[i - 1]!.at.getTime());
    expect(await getOrderDetail(op, "no-such-order")).toBeNull();
  });

  it("queue health: job counts, the oldest waiting job, latency percentiles, and red once an order is 20 hours unsent", async () => {
    const op = await requireOperator(new Request("http://localhost:3000/studio", { headers: await asOperator() }));
    // A clean slate: the orders (and readings) of the tests above would count in the latency.
    await app.prisma.order.deleteMany();
    const now = new Date();
    // Four readings sent in the last day, 10, 20, 30 and 40 minutes after payment.
    for (const minutes of [10, 20, 30, 40]) {
      const paidAt = new Date(now.getTime() - 5 * HOUR);
      const order = await paidOrder(app.prisma, "tarot", { prompt: PLAIN }, { noJob: true, paidAt });
      await fulfilOrder(order.id, { prisma: app.prisma, provider: outboxProvider, model: null, review: "off", attempt: 3, log: quiet, now: new Date(paidAt.getTime() + minutes * 60_000) });
    }
    let health = await getQueueHealth(op, { now });
    expect(health.latency[0]).toMatchObject({ label: "24 hours", sent: 4, medianMs: 25 * 60_000, p95Ms: Math.round(38.5 * 60_000) });
    expect(health.latency[1].sent).toBeGreaterThanOrEqual(4);
    expect(health.red).toBe(false);
    expect(health.unsent).toEqual([]);

    // One held since 21 hours ago, one paid 25 hours ago whose job never ran.
    const late = await heldOrder(PLAIN, { paidAt: new Date(now.getTime() - 21 * HOUR) });
    const older = await paidOrder(app.prisma, "tarot", { prompt: PLAIN }, { paidAt: new Date(now.getTime() - 25 * HOUR) });
    // A failed attempt waiting for its retry, and a dead one.
    await app.prisma.job.create({ data: { type: "test.retrying", payload: {}, status: "queued", attempts: 1, runAt: new Date(now.getTime() + HOUR) } });
    await app.prisma.job.create({ data: { type: "test.dead", payload: {}, status: "dead", attempts: 8 } });

    health = await getQueueHealth(op, { now });
    expect(health.red).toBe(true);
    expect(health.unsent.map((o) => o.id)).toEqual([older.id, late.order.id]);
    expect(health.unsentCount).toBe(2);
    expect(health.pastPromise).toBe(1);
    expect(health.unsent[1]!.reading).toEqual({ status: "held", holdReason: "review-all" });
    expect(health.jobs).toEqual({ pending: 1, running: 0, failed: 1, dead: 1 });
    expect(health.oldestWaiting).toMatchObject({ type: JOB_TYPES.fulfilOrder, ageMs: 25 * HOUR });
    expect(health.held.count).toBe(1);
    expect((await listHeldReadings(op)).map((r) => r.orderId)).toEqual([late.order.id]);

    // The same panel over HTTP, for operators only.
    const res = await call(healthRoute, "GET", {}, undefined, (await asOperator()).cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ red: true, unsentCount: 2, pastPromise: 1 });

    // Refunding the held one takes it off the list (the promise no longer applies).
    await call(refundRoute, "POST", { orderId: late.order.id }, { reason: "late" }, (await asOperator()).cookie);
    health = await getQueueHealth(op, { now });
    expect(health.unsent.map((o) => o.id)).toEqual([older.id]);
  });
});
