import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
});

import { GET as retentionCron } from "@/app/api/cron/retention/route";
import { GET as health } from "@/app/api/health/route";
import { renderToStaticMarkup } from "react-dom/server";

import PrivacyPage from "@/app/(marketing)/privacy/page";
import { purgeExpired, RETENTION } from "@/lib/retention/purge";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonOf } from "../support/http";

// The route runs on the real clock: the fixtures are dated from it.
const NOW = new Date();
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const AUTH = { authorization: "Bearer cron-secret-for-tests-0123456789" };

describe.each(TEST_DATABASES)("retention and the deep health check on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
    await app.prisma.operatorAlert.deleteMany();
  });

  it("purges what has reached its limit and nothing younger; email rows are kept without their bodies", async () => {
    const p = app.prisma;
    await p.rateLimit.createMany({ data: [{ key: "old", count: 3, resetAt: daysAgo(0.01) }, { key: "live", count: 1, resetAt: new Date(NOW.getTime() + 60_000) }] });
    await p.job.createMany({
      data: [
        { type: "t", payload: {}, key: "done-old", status: "done", completedAt: daysAgo(31) },
        { type: "t", payload: {}, key: "done-new", status: "done", completedAt: daysAgo(29) },
        { type: "t", payload: {}, key: "dead-old", status: "dead", updatedAt: daysAgo(60) },
      ],
    });
    await p.webhookEvent.createMany({ data: [{ id: "evt_old", provider: "stripe", type: "x", receivedAt: daysAgo(91) }, { id: "evt_new", provider: "stripe", type: "x", receivedAt: daysAgo(89) }] });
    await p.contactMessage.createMany({ data: [{ name: "Old", email: "o@example.com", message: "old", createdAt: daysAgo(731) }, { name: "New", email: "n@example.com", message: "new", createdAt: daysAgo(700) }] });
    await p.emailMessage.createMany({
      data: [
        { idempotencyKey: "mail-old", to: "a@example.com", from: "f", subject: "Your reading", html: "<p>letter</p>", text: "letter", tag: "reading", provider: "outbox", createdAt: daysAgo(181), sentAt: daysAgo(181) },
        { idempotencyKey: "mail-new", to: "a@example.com", from: "f", subject: "Newer", html: "<p>x</p>", text: "x", tag: "reading", provider: "outbox", createdAt: daysAgo(179) },
      ],
    });

    const res = await retentionCron(new Request("http://localhost:3000/api/cron/retention", { headers: AUTH }), undefined);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ ok: true });
    expect(await purgeExpired(NOW, p)).toEqual({ rateLimits: 0, jobs: 0, webhookEvents: 0, contactMessages: 0, emailBodies: 0 });

    expect(await p.rateLimit.findUnique({ where: { key: "old" } })).toBeNull();
    expect((await p.job.findMany({ orderBy: { key: "asc" } })).map((j) => j.key)).toEqual(["dead-old", "done-new"]);
    expect((await p.webhookEvent.findMany({ where: { id: { in: ["evt_old", "evt_new"] } } })).map((e) => e.id)).toEqual(["evt_new"]);
    expect((await p.contactMessage.findMany({ where: { email: { in: ["o@example.com", "n@example.com"] } } })).map((c) => c.name)).toEqual(["New"]);
    const old = await p.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: "mail-old" } });
    expect(old).toMatchObject({ html: "", text: "", subject: "Your reading", to: "a@example.com", tag: "reading" });
    expect(old.sentAt).toBeInstanceOf(Date);
    expect((await p.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: "mail-new" } })).html).toBe("<p>x</p>");
  });

  it("the privacy page says what the purge does: each limit, the email row kept without its body, failed tasks kept", () => {
    const text = renderToStaticMarkup(PrivacyPage()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(RETENTION).toEqual({ finishedJobsDays: 30, webhookEventsDays: 90, contactMessagesDays: 730, emailBodiesDays: 180 });
    expect(text).toContain("Contact messages: two years, then deleted automatically.");
    expect(text).toMatch(/the full text for 180 days, .*after that we keep only the record that an email was sent \(to whom, its subject and when\)/);
    expect(text).toContain("Payment notifications from Stripe and our email provider: 90 days, then deleted.");
    expect(text).toMatch(/background tasks \(sending, writing\): 30 days after they complete\. A task that failed for good is kept/);
    expect(text).toContain("Rate-limit counters: deleted once their window has passed");
  });

  it("the retention cron and the deep health check need the cron secret", async () => {
    expect((await retentionCron(new Request("http://localhost:3000/api/cron/retention"), undefined)).status).toBe(401);
    const res = await health(new Request("http://localhost:3000/api/health?deep=1"), undefined);
    expect(res.status).toBe(401);
    expect(await jsonOf(res)).toEqual({ message: "Unauthorized" });
    expect(await jsonOf(await health(new Request("http://localhost:3000/api/health"), undefined))).toEqual({ status: "ok" });
  });

  it("/api/health?deep=1 reports pending migrations, queue depth, the oldest due job, dead jobs and open alerts", async () => {
    const ok = await health(new Request("http://localhost:3000/api/health?deep=1", { headers: AUTH }), undefined);
    expect(ok.status).toBe(200);
    expect(await jsonOf(ok)).toMatchObject({ status: "ok", pendingMigrations: [], queue: { queued: 0, dead: 0, oldestDueAt: null }, openAlerts: 0 });

    const late = new Date(Date.now() - 20 * 60_000);
    await app.prisma.job.createMany({ data: [{ type: "t", payload: {}, runAt: late }, { type: "t", payload: {}, status: "dead", lastError: "boom" }] });
    await app.prisma.operatorAlert.create({ data: { kind: "test", subjectId: "x", message: "Something: happened" } });
    const bad = await health(new Request("http://localhost:3000/api/health?deep=1", { headers: AUTH }), undefined);
    expect(bad.status).toBe(503);
    const body = await jsonOf(bad);
    expect(body).toMatchObject({ status: "degraded", queue: { queued: 1, due: 1, dead: 1, oldestDueAt: late.toISOString() }, openAlerts: 1, unnotifiedAlerts: 1 });
    expect((body.queue as { oldestDueAgeSeconds: number }).oldestDueAgeSeconds).toBeGreaterThanOrEqual(1199);
  });
});
