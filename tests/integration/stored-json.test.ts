import { beforeAll, describe, expect, it } from "vitest";

import { auditDetailJson, recordAudit, SYSTEM_ACTOR } from "@/lib/audit/record-audit";
import { sendSubscriptionWelcome } from "@/lib/automations/send-automation";
import { orderContextJson } from "@/lib/commerce/buyer-context";
import { StoredJsonError } from "@/lib/db/stored-json";
import { careJson } from "@/lib/delivery/care";
import { readingChecksJson } from "@/lib/delivery/fulfil-order";
import { listOutbox, outboxMessage } from "@/lib/email/outbox";
import type { EmailProvider } from "@/lib/email/types";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";
import { JOB_TYPES } from "@/lib/jobs/types";
import { classifyQuestion } from "@/lib/oracle/care";
import { productModule, type ProductModule } from "@/lib/products";
import { getMatchReportDetail } from "@/lib/reports/get-match-report-detail";
import { getSoloReportDetail } from "@/lib/reports/get-solo-report-detail";
import { listMatchReports } from "@/lib/reports/list-match-reports";
import { listSoloReports } from "@/lib/reports/list-solo-reports";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";

/**
 * Every stored JSON column, one row of each version written raw (as an older release left it),
 * then read back through the code that reads it in the app. Version 1 is what a column held
 * before it was versioned (no `v`); later versions carry their `v`.
 */

const quiet = { info() {}, warn() {}, error() {} };
const T0 = new Date("2026-03-10T09:00:00Z");
const person = (name: string, pob: string) => ({ name, dob: "1990-05-14", tob: "08:15", pob });
const LUNA = person("Luna Everhart", "London, United Kingdom");
const SAM = { name: "Sam Rivers", dob: "1991-02-03", tob: "10:00", pob: "Paris, France" };

function product(id: string): ProductModule {
  const found = productModule(id);
  if (!found) throw new Error(`unknown product ${id}`);
  return found;
}

/** What the current release stores in Reading.data for a product (version 2), from a real preparation. */
function currentReadingData(id: string, meta: object, paidAt = T0) {
  const p = product(id);
  const draw = p.drawAtPayment(paidAt);
  const care = classifyQuestion("prompt" in meta && typeof meta.prompt === "string" ? meta.prompt : "");
  return p.prepare({ orderId: `order-${id}`, meta, draw, paidAt, care }).data;
}

function recording(): EmailProvider & { sent: { text: string; subject: string }[] } {
  const sent: { text: string; subject: string }[] = [];
  return {
    name: "outbox",
    sent,
    async send(message) {
      sent.push(message);
      return { providerId: null };
    },
  };
}

describe.each(TEST_DATABASES)("stored JSON columns on $name", (kind) => {
  const app = withAppDatabase(kind);
  let userId = "";

  beforeAll(async () => {
    userId = (await app.prisma.user.create({ data: { email: "luna@example.com", passwordHash: "x", fullName: "Luna Everhart", dateOfBirth: "1990-05-14" } })).id;
  });

  async function order(productId: string, data: { meta: object; draw?: object; care?: object; context?: object }) {
    return app.prisma.order.create({
      data: { userId, product: productId, amount: 2900, email: "luna@example.com", provider: "dev", status: "paid", paidAt: T0, ...data },
    });
  }

  describe("SoloReport", () => {
    const numerology = { lifePathNumber: 11, expression: 7, soulUrge: 3, personality: 4, birthday: 5 };
    const positions = [
      { planet: "Sun", sign: "Taurus", degrees: 23.41 },
      { planet: "Moon", sign: "Leo", degrees: 2.05 },
      { planet: "Mercury", sign: "Taurus", degrees: 4.7 },
    ];
    // Version 1 of reportData: before names in any script (no `omission`); of the birthplace: the whole chart it was cast from.
    const chartV1 = {
      natal: { chart: { bodies: {} }, receipt: { place: { name: "London", latitude: 51.50853, longitude: -0.12574 }, timezone: "Europe/London", houseSystem: "placidus" } },
      numerology: { lifePath: { value: 11 } },
    };

    it("reads reportData and the birthplace of every version, through the portal list and the blueprint page", async () => {
      const v1 = await app.prisma.soloReport.create({
        data: { userId, ...LUNA, name: "Version One", pob: "London, England, United Kingdom", reportData: { summary: "Written long ago.", personA: { name: "Version One", positions, numerology } }, birthplace: chartV1, createdAt: new Date(T0.getTime() - 1000) },
      });
      const v2 = await app.prisma.soloReport.create({
        data: {
          userId,
          ...LUNA,
          name: "Version Two",
          pob: "London, England, United Kingdom",
          reportData: { v: 2, summary: "Written now.", personA: { name: "Version Two", positions, numerology: { ...numerology, soulUrge: null, omission: "No vowels to count." } } },
          birthplace: { v: 2, id: 2643743, name: "London", latitude: 51.50853, longitude: -0.12574, timezone: "Europe/London" },
          createdAt: T0,
        },
      });

      const list = await listSoloReports(userId);
      expect(list.map((r) => [r.name, r.reportData.summary, r.reportData.personA.numerology.omission, r.reportData.personA.numerology.soulUrge])).toEqual([
        ["Version Two", "Written now.", "No vowels to count.", null],
        ["Version One", "Written long ago.", null, 3],
      ]);
      expect(list[1]!.reportData).not.toHaveProperty("v");

      for (const row of [v1, v2]) {
        const detail = await getSoloReportDetail(userId, row.id);
        expect(detail?.natal.receipt).toMatchObject({ timezone: "Europe/London", place: { name: "London", latitude: 51.50853 } });
        expect(detail?.natal.chart.bodies.Sun.sign).toBe("Taurus");
      }
    });

    it("fails loudly on a row that fits no version", async () => {
      const broken = await app.prisma.soloReport.create({
        data: { userId, ...LUNA, reportData: { v: 2, summary: "No person." }, birthplace: { v: 2, name: "London" }, createdAt: new Date(T0.getTime() - 5000) },
      });
      await expect(listSoloReports(userId)).rejects.toThrow(StoredJsonError);
      await expect(getSoloReportDetail(userId, broken.id)).rejects.toThrow(/SoloReport\.(reportData|birthplace)/);
      await app.prisma.soloReport.delete({ where: { id: broken.id } });
    });
  });

  describe("MatchReport.reportData", () => {
    it("reads version 1 (with the unread readingId, and without a score) and version 2 through the portal list", async () => {
      const rows = [
        { partnerName: "One", reportData: { summary: "Old, with the reading's id.", score: 71, readingId: "cm0readingid000000000000" } },
        { partnerName: "OneNoScore", reportData: { summary: "Old, without a score." } },
        { partnerName: "Two", reportData: { v: 2, summary: "Now.", score: 64 } },
      ];
      for (const [i, r] of rows.entries()) {
        await app.prisma.matchReport.create({ data: { userId, partnerDob: SAM.dob, partnerTob: SAM.tob, partnerPob: SAM.pob, createdAt: new Date(T0.getTime() + i), ...r } });
      }
      const list = await listMatchReports(userId);
      expect(list.map((r) => [r.partnerName, r.reportData])).toEqual([
        ["Two", { summary: "Now.", score: 64 }],
        ["OneNoScore", { summary: "Old, without a score.", score: null }],
        ["One", { summary: "Old, with the reading's id.", score: 71 }],
      ]);
    });
  });

  describe("Reading.data", () => {
    const tarotCardsV1 = [
      { position: "past", id: "major-00", reversed: false, name: "The Fool" },
      { position: "present", id: "cups-03", reversed: true },
      { position: "path", id: "major-17", reversed: false },
    ];

    it("tarot: version 1 (question and cards) is rebuilt into a fact sheet; version 2 is read as stored", async () => {
      const tarot = product("tarot");
      const v1 = { kind: "tarot", question: "What does this winter ask of me at work?", cards: tarotCardsV1 };
      const v2 = currentReadingData("tarot", { prompt: "Should I take the job in Porto this spring?" });
      expect(v2).toMatchObject({ v: 2, kind: "tarot" });
      for (const [i, data] of [v1, v2].entries()) {
        const o = await order("tarot", { meta: { prompt: "A question long enough." } });
        await app.prisma.reading.create({ data: { orderId: o.id, kind: "tarot", persona: "solara", subject: `Tarot ${i}`, body: "", writer: "offline-composer", data } });
      }
      const stored = await app.prisma.reading.findMany({ where: { kind: "tarot" }, orderBy: { subject: "asc" } });
      const [old, now] = stored.map((r) => tarot.present(r.data));
      expect(old?.cards?.map((c) => [c.positionKey, c.cardId, c.reversed])).toEqual([
        ["past", "major-00", false],
        ["present", "cups-03", true],
        ["path", "major-17", false],
      ]);
      expect(old?.preview).toMatch(/^Past, Present, Path: The Fool, /);
      expect(now?.cards).toHaveLength(3);
      expect(now?.page).toBe("tarot");
    });

    it("match and bundle: both versions open the compatibility page, with both charts and the score", async () => {
      const cases = [
        { productId: "match-report", v1: { kind: "match", person1: { ...LUNA, receipt: { timezone: "Europe/London" } }, person2: SAM, summary: "An old summary." }, meta: { person1: LUNA, person2: SAM } },
        {
          productId: "bundle-couples",
          v1: {
            kind: "bundle",
            person1: LUNA,
            person2: SAM,
            intention: "A calmer home together this year.",
            tarot: { cards: ["major-06", "cups-02", "major-14", "swords-05", "wands-08"].map((id, i) => ({ position: ["you", "them", "bond", "friction", "way-forward"][i], id, reversed: i === 3 })) },
          },
          meta: { person1: LUNA, person2: SAM, prompt: "A calmer home together this year." },
        },
      ];
      for (const c of cases) {
        for (const [version, data] of [
          [1, c.v1],
          [2, currentReadingData(c.productId, c.meta)],
        ] as const) {
          const o = await order(c.productId, { meta: c.meta });
          await app.prisma.reading.create({ data: { orderId: o.id, kind: c.productId === "match-report" ? "match" : "bundle", persona: "astra", subject: `${c.productId} v${version}`, body: "A letter.", writer: "offline-composer", data } });
          const report = await app.prisma.matchReport.create({ data: { userId, orderId: o.id, partnerName: SAM.name, partnerDob: SAM.dob, partnerTob: SAM.tob, partnerPob: SAM.pob, reportData: { v: 2, summary: "s", score: 50 } } });

          const detail = await getMatchReportDetail(userId, report.id);
          expect(detail?.reading?.subject).toBe(`${c.productId} v${version}`);
          expect(detail?.person1).toMatchObject({ name: "Luna Everhart", lifePath: 11 });
          expect(detail?.person1?.natal?.chart.bodies.Sun.sign).toBe("Taurus");
          expect(detail?.person2?.natal?.chart.bodies.Sun.sign).toBe("Aquarius");
          expect(detail?.synastry?.score).toEqual(expect.any(Number));
          expect(detail?.synastry?.contacts.length).toBeGreaterThan(0);
          if (version === 1 && c.productId === "match-report") expect(product(c.productId).present(data).preview).toMatch(/^Luna Everhart and Sam Rivers: \d+, the \d+(st|nd|rd|th) percentile of random couples/);
        }
      }
    });

    it("fails loudly on data that fits no version", async () => {
      const o = await order("match-report", { meta: { person1: LUNA, person2: SAM } });
      await app.prisma.reading.create({ data: { orderId: o.id, kind: "match", persona: "astra", subject: "broken", body: "", writer: "offline-composer", data: { v: 2, kind: "match", people: [] } } });
      const report = await app.prisma.matchReport.create({ data: { userId, orderId: o.id, partnerName: "B", partnerDob: SAM.dob, partnerTob: SAM.tob, partnerPob: SAM.pob, reportData: { v: 2, summary: "s", score: null } } });
      await expect(getMatchReportDetail(userId, report.id)).rejects.toThrow(/Reading\.data \(match-report\)/);
    });
  });

  describe("Order", () => {
    it("meta, draw, care and context: version 1 with and without its stamp, read by the product module and the care layer", async () => {
      const tarot = product("tarot");
      const care = classifyQuestion("Should I take the job in Porto this spring?");
      const draw = tarot.drawAtPayment(T0);
      if (!draw) throw new Error("tarot draws at payment");
      const { v: _drawV, ...unstampedDraw } = draw;
      const unstamped = await order("tarot", { meta: { prompt: "Should I take the job in Porto this spring?" }, draw: unstampedDraw, care, context: { locale: "en-GB" } });
      const stamped = await order("tarot", { meta: { v: 1, prompt: "Should I take the job in Porto this spring?" }, draw, care: careJson.store(care), context: orderContextJson.store({ locale: "en-GB", country: "GB" }) });

      const drawn: string[][] = [];
      for (const o of [unstamped, stamped]) {
        const row = await app.prisma.order.findUniqueOrThrow({ where: { id: o.id } });
        expect(tarot.buyerWords(row.meta)).toEqual([{ field: "prompt", label: "your question", text: "Should I take the job in Porto this spring?" }]);
        const prepared = tarot.prepare({ orderId: row.id, meta: row.meta, draw: row.draw, paidAt: T0, care: careJson.parse(row.care) });
        drawn.push(tarot.present(prepared.data).cards?.map((c) => c.cardId) ?? []);
        expect(careJson.parse(row.care).level).toBe("plain");
        expect(orderContextJson.parse(row.context)).toMatchObject({ locale: "en-GB" });
      }
      // Both rows hold the same draw, one with its stamp and one without: the same three cards.
      expect(drawn[0]).toHaveLength(3);
      expect(drawn[1]).toEqual(drawn[0]);

      expect(() => tarot.parseMeta({ v: 2, prompt: "From the future." })).toThrow(StoredJsonError);
      expect(() => tarot.prepare({ orderId: "x", meta: { prompt: "Fine question here." }, draw: { v: 1, spread: "relationship", method: "crypto", drawnAt: "", cards: [] }, paidAt: T0, care })).toThrow(/Order\.draw \(tarot\)/);
      expect(() => careJson.parse({ level: "calm" })).toThrow(StoredJsonError);
      expect(() => orderContextJson.parse({ country: "Great Britain" })).toThrow(/Order\.context/);
    });
  });

  describe("AutomationSubscription.details", () => {
    it("reads version 1 (unstamped, the column's default and stamped) in the welcome letter", async () => {
      const cases = [
        { email: "a@example.com", details: { intention: "Finish the novel" }, expected: "Finish the novel" },
        { email: "b@example.com", details: undefined, expected: null },
        { email: "c@example.com", details: { v: 1, intention: "Move to the coast" }, expected: "Move to the coast" },
      ];
      for (const c of cases) {
        const sub = await app.prisma.automationSubscription.create({
          // Confirmed (double opt-in): the welcome goes only to a confirmed address.
          data: { email: c.email, automationType: "morning-card-pull", personaHandle: "solara", unsubscribeToken: `token-${c.email}`, confirmedAt: T0, ...(c.details ? { details: c.details } : {}) },
        });
        const provider = recording();
        expect(await sendSubscriptionWelcome(sub.id, `welcome:${sub.id}`, { prisma: app.prisma, provider, now: T0 })).toBe("sent");
        if (c.expected) expect(provider.sent[0]?.text).toContain(`“${c.expected}”`);
        else expect(provider.sent[0]?.text).not.toContain("You shared what you are working toward");
      }
      const broken = await app.prisma.automationSubscription.create({ data: { email: "d@example.com", automationType: "morning-card-pull", personaHandle: "solara", unsubscribeToken: "token-d", details: { intention: 42 }, confirmedAt: T0 } });
      await expect(sendSubscriptionWelcome(broken.id, "welcome:d", { prisma: app.prisma, provider: recording(), now: T0 })).rejects.toThrow(/AutomationSubscription\.details/);
    });
  });

  describe("EmailMessage", () => {
    it("reads headers (version 1) and attachments (version 1, the bare list, and version 2) through the outbox", async () => {
      const ics = { filename: "session.ics", contentType: "text/calendar", content: Buffer.from("BEGIN:VCALENDAR").toString("base64") };
      const base = { from: "Solara <solara@example.com>", subject: "Your reading", html: "<p>Hi</p>", text: "Hi", tag: "reading", provider: "outbox" };
      const old = await app.prisma.emailMessage.create({ data: { ...base, to: "old@example.com", headers: { "X-Entity-Ref-ID": "order-1" }, attachments: [ics] } });
      const now = await app.prisma.emailMessage.create({ data: { ...base, to: "new@example.com", headers: { v: 1, "X-Entity-Ref-ID": "order-2" }, attachments: { v: 2, files: [ics] } } });
      const none = await app.prisma.emailMessage.create({ data: { ...base, to: "plain@example.com" } });

      expect(await outboxMessage(old.id)).toMatchObject({ headers: { "X-Entity-Ref-ID": "order-1" }, attachments: [ics] });
      expect(await outboxMessage(now.id)).toMatchObject({ headers: { "X-Entity-Ref-ID": "order-2" }, attachments: [ics] });
      expect(await outboxMessage(none.id)).toMatchObject({ headers: {}, attachments: [] });
      expect((await outboxMessage(now.id))?.headers).not.toHaveProperty("v");
      expect((await listOutbox({ to: "old@example.com" }))[0]?.attachments).toEqual(["session.ics"]);

      const broken = await app.prisma.emailMessage.create({ data: { ...base, to: "broken@example.com", attachments: { v: 2, files: [{ filename: "x" }] } } });
      await expect(outboxMessage(broken.id)).rejects.toThrow(/EmailMessage\.attachments/);
    });
  });

  describe("Reading.checks", () => {
    it("reads version 1: stamped by fulfilment, and the column's default on a reading nobody wrote", async () => {
      const attempts = [{ writer: "offline-composer", at: T0.toISOString(), problems: [{ code: "unknown-fact", detail: "cites fact x", excerpt: "[[x]]" }] }];
      const written = await order("tarot", { meta: { prompt: "A question long enough." } });
      const crisis = await order("tarot", { meta: { prompt: "A question long enough." } });
      await app.prisma.reading.create({ data: { orderId: written.id, kind: "tarot", persona: "solara", subject: "", body: "", writer: "offline-composer", checks: readingChecksJson.store({ attempts }) } });
      await app.prisma.reading.create({ data: { orderId: crisis.id, kind: "tarot", persona: "solara", subject: "", body: "", writer: "none", status: "held", holdReason: "crisis" } });
      const [a, b] = await Promise.all([written, crisis].map((o) => app.prisma.reading.findUniqueOrThrow({ where: { orderId: o.id } })));
      expect(a!.checks).toMatchObject({ v: 1 });
      expect(readingChecksJson.parse(a!.checks)).toEqual({ attempts });
      expect(readingChecksJson.parse(b!.checks)).toEqual({ attempts: [] });
      expect(() => readingChecksJson.parse({ v: 1, attempts: [{ writer: "x" }] })).toThrow(/Reading\.checks/);
    });
  });

  describe("AuditEvent.detail", () => {
    it("reads version 1, an open record: as recorded, and as rows before the stamp", async () => {
      const o = await order("tarot", { meta: { prompt: "A question long enough." } });
      await recordAudit(app.prisma, { actor: SYSTEM_ACTOR, action: "order.refund", orderId: o.id, detail: { reason: "care", amount: 2900, refundId: null, topics: ["grief"] } });
      await app.prisma.auditEvent.create({ data: { actor: "ops@example.com", action: "reading.approve", orderId: o.id, detail: { note: "Read it twice." } } });
      const rows = await app.prisma.auditEvent.findMany({ where: { orderId: o.id }, orderBy: { createdAt: "asc" } });
      expect(rows.map((r) => auditDetailJson.parse(r.detail))).toEqual([{ reason: "care", amount: 2900, refundId: null, topics: ["grief"] }, { note: "Read it twice." }]);
      expect(() => auditDetailJson.parse(["not", "a", "record"])).toThrow(StoredJsonError);
    });
  });

  describe("Job.payload", () => {
    it("runs version 1, unstamped (queued by an older release) and stamped (by enqueueJob); a malformed one goes straight to dead", async () => {
      const provider = recording();
      const handlers = createJobHandlers({ prisma: app.prisma, provider, model: null });
      const messages = await Promise.all(["old", "new"].map((n) => app.prisma.contactMessage.create({ data: { name: `Iris ${n}`, email: "iris@example.com", message: "Could Numa explain personal years?" } })));
      await app.prisma.job.create({ data: { type: JOB_TYPES.forwardContact, payload: { contactMessageId: messages[0]!.id }, key: "contact:old", runAt: T0 } });
      await enqueueJob(app.prisma, { type: JOB_TYPES.forwardContact, payload: { contactMessageId: messages[1]!.id }, key: "contact:new", runAt: T0 });
      expect((await app.prisma.job.findUniqueOrThrow({ where: { key: "contact:new" } })).payload).toEqual({ v: 1, contactMessageId: messages[1]!.id });
      await expect(enqueueJob(app.prisma, { type: JOB_TYPES.forwardContact, payload: { contactId: "renamed" }, key: "contact:refused" })).rejects.toThrow(StoredJsonError);
      await app.prisma.job.create({ data: { type: JOB_TYPES.forwardContact, payload: { contactId: "renamed" }, key: "contact:broken", runAt: T0 } });

      await drainJobs({ prisma: app.prisma, handlers, now: () => T0, log: quiet });
      // Both forwards, and one email to the team about the dead job (never silent).
      expect(provider.sent.filter((m) => m.subject.startsWith("Contact form:"))).toHaveLength(2);
      expect(provider.sent.filter((m) => m.subject.startsWith("[Alert]"))).toHaveLength(1);
      for (const m of messages) expect((await app.prisma.contactMessage.findUniqueOrThrow({ where: { id: m.id } })).forwardedAt).not.toBeNull();
      expect(await app.prisma.job.findUniqueOrThrow({ where: { key: "contact:broken" } })).toMatchObject({ status: "dead", lastError: expect.stringContaining("Job.payload (contact.forward)") });
    });
  });
});
