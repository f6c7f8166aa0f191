import { describe, expect, it } from "vitest";

import { POST as changeBirthData } from "@/app/api/account/birth-data/route";
import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { POST as confirmEmail } from "@/app/api/account/email/confirm/route";
import { POST as changeEmail } from "@/app/api/account/email/route";
import { GET as exportData } from "@/app/api/account/export/route";
import { POST as changeName } from "@/app/api/account/profile/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getOrders } from "@/app/api/orders/me/route";
import { ACCOUNT_TOO_OFTEN, EMAIL_ALREADY_TAKEN, EMAIL_LINK_INVALID, SAME_EMAIL, WRONG_PASSWORD } from "@/lib/account/change-email";
import { ANONYMISED_EMAIL, READING_ON_ITS_WAY } from "@/lib/account/delete-account";
import { EXPORT_FORMAT } from "@/lib/account/export-data";
import { hashPassword } from "@/lib/auth/password";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { getSoloReportDetail } from "@/lib/reports/get-solo-report-detail";
import { ACCOUNT_MESSAGES } from "@/lib/validations/account";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";
import { sessionFor } from "../support/session";

const PASSWORD = "moonlit-path-42";
const QUESTION = "Should I move to Porto with Rowan this spring?";

let ipCounter = 0;
const freshIp = () => `10.78.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (path: string, body: unknown, cookie?: string) => jsonRequest(path, body, { headers: { ...fromAddress(freshIp()), ...(cookie ? { cookie } : {}) } });
const get = (path: string, cookie?: string) => new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

describe.each(TEST_DATABASES)("account settings, deletion and export on $name", (kind) => {
  const app = withAppDatabase(kind);
  let counter = 0;

  async function makeUser(overrides: { timeOfBirth?: string; placeOfBirth?: string } = {}) {
    const email = `account.${process.pid}.${kind.name}.${++counter}@example.com`;
    const { id } = await app.prisma.user.create({
      data: { email, passwordHash: await hashPassword(PASSWORD), fullName: "Nova Sterling", dateOfBirth: "1990-01-01", personaHandle: "solara", ...overrides },
      select: { id: true },
    });
    const { cookie } = await sessionFor(id);
    return { id, email, cookie };
  }

  const ordersStatus = async (cookie: string) => (await getOrders(get("/api/orders/me", cookie), undefined)).status;
  const logIn = (email: string, password = PASSWORD) => login(post("/api/auth/login", { email, password }), undefined);
  const lettersTo = (email: string) => app.prisma.emailMessage.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

  describe("name", () => {
    it("changes the name, refuses an empty or letterless one next to its field, and needs a session", async () => {
      const { id, cookie } = await makeUser();
      const res = await changeName(post("/api/account/profile", { fullName: "  Nova Quinn  " }, cookie), undefined);
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toMatchObject({ user: { fullName: "Nova Quinn" } });
      expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).fullName).toBe("Nova Quinn");

      const empty = await changeName(post("/api/account/profile", { fullName: "" }, cookie), undefined);
      expect(empty.status).toBe(400);
      expect(await jsonOf(empty)).toMatchObject({ fieldErrors: { fullName: ["Please enter your name."] } });
      expect((await changeName(post("/api/account/profile", { fullName: "1234" }, cookie), undefined)).status).toBe(400);
      expect((await changeName(post("/api/account/profile", { fullName: "Nova" }), undefined)).status).toBe(401);
      expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).fullName).toBe("Nova Quinn");
    });
  });

  describe("birth data", () => {
    it("charts a new blueprint from a corrected time and place and keeps the old one in the history", async () => {
      const { id, cookie } = await makeUser({ timeOfBirth: "07:15", placeOfBirth: "Lisbon, Portugal" });
      await app.prisma.soloReport.create({
        data: { userId: id, name: "Nova Sterling", dob: "1990-01-01", tob: "07:15", pob: "Lisbon, Portugal", reportData: {}, birthplace: {} },
      });
      const res = await changeBirthData(post("/api/account/birth-data", { dateOfBirth: "1990-01-02", timeOfBirth: "21:40", placeOfBirth: "Reykjavik" }, cookie), undefined);
      expect(res.status).toBe(200);
      const body = await jsonOf(res);
      expect(body).toMatchObject({ user: { dateOfBirth: "1990-01-02", timeOfBirth: "21:40", placeOfBirth: expect.stringMatching(/^Reykjav[ií]k/) }, blueprint: { dob: "1990-01-02", tob: "21:40" } });
      const reports = await app.prisma.soloReport.findMany({ where: { userId: id }, orderBy: { createdAt: "asc" } });
      expect(reports.map((r) => [r.dob, r.tob])).toEqual([
        ["1990-01-01", "07:15"],
        ["1990-01-02", "21:40"],
      ]);
      expect(reports[1]?.name).toBe("Nova Sterling");
    });

    it("charts a repeated hour at the pass chosen (New York, 1:30 on the fall-back night)", async () => {
      const { id, cookie } = await makeUser();
      const night = { dateOfBirth: "2021-11-07", timeOfBirth: "01:30", placeOfBirth: "New York City, New York, United States" };
      const res = await changeBirthData(post("/api/account/birth-data", { ...night, disambiguation: "later" }, cookie), undefined);
      expect(res.status).toBe(200);
      const { blueprint } = (await jsonOf(res)) as { blueprint: { id: string } };
      expect((await getSoloReportDetail(id, blueprint.id))?.natal.receipt).toMatchObject({ localTimeStatus: "repeated", utc: "2021-11-07T06:30:00.000Z", offset: "-05:00", disambiguation: "later" });
      const junk = await changeBirthData(post("/api/account/birth-data", { ...night, disambiguation: "second" }, cookie), undefined);
      expect(junk.status).toBe(400);
      expect(await jsonOf(junk)).toMatchObject({ fieldErrors: { disambiguation: ["Choose the earlier or the later pass."] } });
    });

    it("saves a date alone without charting, and refuses an unknown place or a bad time next to the field, changing nothing", async () => {
      const { id, cookie } = await makeUser({ timeOfBirth: "07:15", placeOfBirth: "Lisbon, Portugal" });
      const dateOnly = await changeBirthData(post("/api/account/birth-data", { dateOfBirth: "1991-03-04", timeOfBirth: "", placeOfBirth: "" }, cookie), undefined);
      expect(dateOnly.status).toBe(200);
      expect(await jsonOf(dateOnly)).toMatchObject({ user: { dateOfBirth: "1991-03-04", timeOfBirth: null, placeOfBirth: null }, blueprint: null });
      expect(await app.prisma.soloReport.count({ where: { userId: id } })).toBe(0);

      const unknown = await changeBirthData(post("/api/account/birth-data", { dateOfBirth: "1992-05-06", timeOfBirth: "10:00", placeOfBirth: "Qwxzvbnm Nowhere" }, cookie), undefined);
      expect(unknown.status).toBe(400);
      expect(await jsonOf(unknown)).toMatchObject({ fieldErrors: { placeOfBirth: [expect.stringContaining("We couldn't find that place.")] } });
      const badTime = await changeBirthData(post("/api/account/birth-data", { dateOfBirth: "1992-05-06", timeOfBirth: "25:99" }, cookie), undefined);
      expect(await jsonOf(badTime)).toMatchObject({ fieldErrors: { timeOfBirth: ["Time of birth must look like 14:30 (HH:mm)."] } });
      const future = await changeBirthData(post("/api/account/birth-data", { dateOfBirth: "2999-01-01" }, cookie), undefined);
      expect(future.status).toBe(400);
      expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).dateOfBirth).toBe("1991-03-04");
      expect(await app.prisma.soloReport.count({ where: { userId: id } })).toBe(0);
    });
  });

  describe("email", () => {
    it("moves the account only once the link sent to the new address is opened, and tells the old address", async () => {
      const { id, email, cookie } = await makeUser();
      const next = `moved.${counter}.${kind.name}@example.com`;
      const res = await changeEmail(post("/api/account/email", { newEmail: next.toUpperCase(), currentPassword: PASSWORD }, cookie), undefined);
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toMatchObject({ ok: true, message: expect.stringContaining(next) });
      expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).email).toBe(email);

      const [letter] = await lettersTo(next);
      expect(letter?.subject).toBe("Confirm your new email for The Quantum Veil");
      const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(letter?.text ?? "")?.[1] ?? "";
      const row = await app.prisma.accountToken.findFirstOrThrow({ where: { userId: id, purpose: "email-change" } });
      expect(row.newEmail).toBe(next);
      expect(row.tokenHash).not.toBe(token);

      const confirmed = await confirmEmail(post("/api/account/email/confirm", { token }), undefined);
      expect(confirmed.status).toBe(200);
      expect(await jsonOf(confirmed)).toEqual({ ok: true, email: next });
      expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).email).toBe(next);
      const told = await lettersTo(email);
      expect(told.map((m) => m.subject)).toEqual(["Your portal's email has changed"]);
      expect(told[0]?.text).toContain(next);

      expect((await logIn(email)).status).toBe(401);
      expect((await logIn(next)).status).toBe(200);
      const reused = await confirmEmail(post("/api/account/email/confirm", { token }), undefined);
      expect(reused.status).toBe(400);
      expect(await jsonOf(reused)).toMatchObject({ message: EMAIL_LINK_INVALID });
    });

    it("needs the current password, refuses a taken or unchanged address, and stops guessing after five wrong passwords", async () => {
      const { email, cookie } = await makeUser();
      const other = await makeUser();
      const wrong = await changeEmail(post("/api/account/email", { newEmail: "fresh@example.com", currentPassword: "not-my-password" }, cookie), undefined);
      expect(wrong.status).toBe(400);
      expect(await jsonOf(wrong)).toEqual({ message: WRONG_PASSWORD, fieldErrors: { currentPassword: [WRONG_PASSWORD] } });
      const taken = await changeEmail(post("/api/account/email", { newEmail: other.email, currentPassword: PASSWORD }, cookie), undefined);
      expect(await jsonOf(taken)).toEqual({ message: EMAIL_ALREADY_TAKEN, fieldErrors: { newEmail: [EMAIL_ALREADY_TAKEN] } });
      const same = await changeEmail(post("/api/account/email", { newEmail: email, currentPassword: PASSWORD }, cookie), undefined);
      expect(await jsonOf(same)).toMatchObject({ message: SAME_EMAIL });
      const empty = await changeEmail(post("/api/account/email", { newEmail: "", currentPassword: "" }, cookie), undefined);
      expect(await jsonOf(empty)).toMatchObject({ fieldErrors: { newEmail: [ACCOUNT_MESSAGES.newEmail], currentPassword: [ACCOUNT_MESSAGES.currentPassword] } });
      expect(await app.prisma.emailMessage.count({ where: { to: { in: ["fresh@example.com", other.email] } } })).toBe(0);

      for (let i = 0; i < 4; i++) await changeEmail(post("/api/account/email", { newEmail: "fresh@example.com", currentPassword: `guess-${i}-guess` }, cookie), undefined);
      const locked = await changeEmail(post("/api/account/email", { newEmail: "fresh@example.com", currentPassword: PASSWORD }, cookie), undefined);
      expect(locked.status).toBe(429);
      expect(await jsonOf(locked)).toEqual({ message: ACCOUNT_TOO_OFTEN });
    });
  });

  describe("delete my account", () => {
    let orderCounter = 0;
    async function fulfilledOrder(userId: string, email: string) {
      const n = `${counter}_${++orderCounter}_${kind.name}`;
      const order = await app.prisma.order.create({
        data: {
          userId, email, product: "tarot", amount: 2900, currency: "usd", status: "fulfilled", provider: "stripe",
          providerSessionId: `cs_test_${n}`, paymentRef: `pi_test_${n}`,
          meta: { v: 1, prompt: QUESTION }, context: { v: 1, locale: "pt-PT" }, paidAt: new Date(), fulfilledAt: new Date(),
          reading: { create: { kind: "tarot", persona: "solara", subject: "Your three cards, read by Solara", body: `Nova, you asked: ${QUESTION}`, writer: "offline-composer", status: "sent", deliveredAt: new Date() } },
        },
      });
      await app.prisma.emailMessage.create({ data: { to: email, from: "oracles@quantumveil.app", subject: "Your three cards", html: QUESTION, text: QUESTION, tag: "reading", provider: "outbox", orderId: order.id } });
      await app.prisma.auditEvent.create({ data: { actor: "op@quantumveil.app", action: "reading.edit", orderId: order.id, detail: { before: QUESTION, after: "Nova" } } });
      await app.prisma.auditEvent.create({ data: { actor: "system", action: "order.refund", orderId: order.id, detail: { reason: "asked", amount: 2900, currency: "usd" } } });
      return order;
    }

    it("needs the password, and waits while a paid reading is still on its way", async () => {
      const { id, email, cookie } = await makeUser();
      const wrong = await deleteAccountRoute(post("/api/account/delete", { password: "not-my-password" }, cookie), undefined);
      expect(wrong.status).toBe(400);
      expect(await jsonOf(wrong)).toEqual({ message: WRONG_PASSWORD, fieldErrors: { password: [WRONG_PASSWORD] } });
      const empty = await deleteAccountRoute(post("/api/account/delete", {}, cookie), undefined);
      expect(await jsonOf(empty)).toMatchObject({ fieldErrors: { password: ["Required"] } });
      expect((await deleteAccountRoute(post("/api/account/delete", { password: PASSWORD }), undefined)).status).toBe(401);

      await app.prisma.order.create({ data: { userId: id, email, product: "tarot", amount: 2900, status: "paid", provider: "dev", meta: { v: 1, prompt: QUESTION }, paidAt: new Date() } });
      const waiting = await deleteAccountRoute(post("/api/account/delete", { password: PASSWORD }, cookie), undefined);
      expect(waiting.status).toBe(409);
      expect(await jsonOf(waiting)).toEqual({ message: READING_ON_ITS_WAY });
      expect(await app.prisma.user.count({ where: { id } })).toBe(1);
      expect(await ordersStatus(cookie)).toBe(200);
    });

    it("removes everything of the seeker but keeps paid orders as anonymised records, signs out everywhere and says goodbye", async () => {
      const { id, email, cookie } = await makeUser({ timeOfBirth: "07:15", placeOfBirth: "Lisbon, Portugal" });
      const phone = (await sessionFor(id)).cookie;
      const kept = await fulfilledOrder(id, email);
      const guest = await fulfilledOrder(id, email);
      await app.prisma.order.update({ where: { id: guest.id }, data: { userId: null } }); // bought as a guest, same email
      const unpaid = await app.prisma.order.create({ data: { userId: id, email, product: "tarot", amount: 2900, provider: "dev", meta: { v: 1, prompt: QUESTION } } });
      await app.prisma.soloReport.create({ data: { userId: id, name: "Nova Sterling", dob: "1990-01-01", tob: "07:15", pob: "Lisbon, Portugal", reportData: {}, birthplace: {} } });
      await app.prisma.matchReport.create({ data: { userId: id, partnerName: "Rowan Vale", partnerDob: "1991-04-23", partnerTob: "07:15", partnerPob: "Porto", reportData: {} } });
      await app.prisma.automationSubscription.create({ data: { email, automationType: "morning-card-pull", personaHandle: "solara", unsubscribeToken: `tok-${counter}-${kind.name}-0123456789abcdef` } });
      await app.prisma.contactMessage.create({ data: { name: "Nova Sterling", email, message: QUESTION } });
      await app.prisma.accountToken.create({ data: { userId: id, purpose: "password-reset", tokenHash: `hash-${counter}-${kind.name}`, expiresAt: new Date(Date.now() + 60_000) } });
      const bystander = await makeUser();

      const res = await deleteAccountRoute(post("/api/account/delete", { password: PASSWORD }, cookie), undefined);
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toEqual({ ok: true });
      expect(res.headers.getSetCookie().find((l) => l.startsWith(`${sessionCookieName()}=`))).toMatch(/Max-Age=0/i);

      // Signed out everywhere, and the account cannot be signed into.
      expect(await ordersStatus(cookie)).toBe(401);
      expect(await ordersStatus(phone)).toBe(401);
      expect((await logIn(email)).status).toBe(401);
      expect(await ordersStatus(bystander.cookie)).toBe(200);

      // Everything else of theirs is gone.
      expect(await app.prisma.user.count({ where: { id } })).toBe(0);
      for (const count of [
        app.prisma.session.count({ where: { userId: id } }),
        app.prisma.soloReport.count({ where: { userId: id } }),
        app.prisma.matchReport.count({ where: { userId: id } }),
        app.prisma.accountToken.count({ where: { userId: id } }),
        app.prisma.automationSubscription.count({ where: { email } }),
        app.prisma.contactMessage.count({ where: { email } }),
        app.prisma.reading.count({ where: { orderId: { in: [kept.id, guest.id] } } }),
        app.prisma.order.count({ where: { id: unpaid.id } }),
        app.prisma.emailMessage.count({ where: { orderId: { in: [kept.id, guest.id] } } }),
      ]) {
        expect(await count).toBe(0);
      }

      // The paid orders stay as financial records, with nothing personal left on them.
      const records = await app.prisma.order.findMany({ where: { id: { in: [kept.id, guest.id] } } });
      expect(records).toHaveLength(2);
      for (const order of records) {
        expect(order).toMatchObject({
          userId: null, email: ANONYMISED_EMAIL, product: "tarot", amount: 2900, currency: "usd", status: "fulfilled", provider: "stripe",
          meta: {}, draw: null, care: null, context: {}, anonymisedAt: expect.any(Date), paidAt: expect.any(Date), fulfilledAt: expect.any(Date),
        });
        expect(order.providerSessionId).toMatch(/^cs_test_/);
        expect(order.paymentRef).toMatch(/^pi_test_/);
        const text = JSON.stringify(order);
        for (const personal of [email, "Nova", "Sterling", "1990-01-01", "Lisbon", "Porto", QUESTION]) expect(text).not.toContain(personal);
      }
      const audits = await app.prisma.auditEvent.findMany({ where: { orderId: kept.id }, orderBy: { action: "asc" } });
      expect(audits.map((a) => [a.action, a.detail])).toEqual([
        ["order.refund", { reason: "asked", amount: 2900, currency: "usd" }],
        ["reading.edit", {}],
      ]);

      // One goodbye letter to the old address, and nothing else of theirs in the email log.
      const letters = await lettersTo(email);
      expect(letters.map((m) => m.subject)).toEqual(["Your portal has been deleted"]);
      expect(letters[0]?.text).toContain("a record of each payment");
    });
  });

  describe("download my data", () => {
    it("answers a JSON attachment with the profile, blueprints, reports, orders and subscriptions, and never the hash", async () => {
      const { id, email, cookie } = await makeUser({ timeOfBirth: "07:15", placeOfBirth: "Lisbon, Portugal" });
      await changeBirthData(post("/api/account/birth-data", { dateOfBirth: "1990-01-01", timeOfBirth: "07:15", placeOfBirth: "Lisbon, Portugal" }, cookie), undefined);
      await app.prisma.matchReport.create({ data: { userId: id, partnerName: "Rowan Vale", partnerDob: "1991-04-23", partnerTob: "07:15", partnerPob: "Porto", reportData: { v: 1, summary: "Two tides.", score: 71 } } });
      await app.prisma.order.create({
        data: {
          userId: id, email, product: "tarot", amount: 2900, status: "fulfilled", provider: "dev", meta: { v: 1, prompt: QUESTION }, paidAt: new Date(),
          reading: { create: { kind: "tarot", persona: "solara", subject: "Your three cards", body: "The Star, upright.", writer: "offline-composer", status: "sent", deliveredAt: new Date() } },
        },
      });
      await app.prisma.automationSubscription.create({ data: { email, automationType: "weekly-number-briefing", personaHandle: "numa", timezone: "Europe/Lisbon", unsubscribeToken: `exp-${counter}-${kind.name}-0123456789abcdef` } });

      const res = await exportData(get("/api/account/export", cookie), undefined);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="quantum-veil-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const raw = await res.text();
      expect(raw).not.toContain("scrypt$");
      expect(raw).not.toMatch(/passwordHash|sessionId|tokenHash/);
      const data = JSON.parse(raw) as Record<string, unknown>;
      expect(data).toMatchObject({
        format: EXPORT_FORMAT,
        profile: { email, fullName: "Nova Sterling", dateOfBirth: "1990-01-01", timeOfBirth: "07:15", personaHandle: "solara" },
        blueprints: [{ name: "Nova Sterling", dob: "1990-01-01", tob: "07:15", reportData: { summary: expect.any(String) } }],
        compatibilityReports: [{ partnerName: "Rowan Vale" }],
        orders: [{ product: "tarot", amount: 2900, currency: "usd", status: "fulfilled", details: { prompt: QUESTION }, reading: { text: "The Star, upright." } }],
        subscriptions: [{ automationType: "weekly-number-briefing", timezone: "Europe/Lisbon" }],
      });
      expect((await exportData(get("/api/account/export"), undefined)).status).toBe(401);
    });
  });
});
