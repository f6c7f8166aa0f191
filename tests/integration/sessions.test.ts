import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as changePassword } from "@/app/api/account/password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as session } from "@/app/api/auth/session/route";
import { GET as getOrders } from "@/app/api/orders/me/route";
import { POST as bundleCheckout } from "@/app/api/reports/bundle/checkout/route";
import { POST as matchCheckout } from "@/app/api/reports/match/checkout/route";
import { GET as getMatch } from "@/app/api/reports/match/route";
import { GET as getSolo, POST as postSolo } from "@/app/api/reports/solo/route";
import { PASSWORD_CHANGE_TOO_OFTEN, WRONG_CURRENT_PASSWORD } from "@/lib/auth/change-password";
import { hashPassword } from "@/lib/auth/password";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { revokeAllSessions, SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS, SESSION_TOUCH_INTERVAL_MS } from "@/lib/auth/sessions";
import { JSON_REQUIRED } from "@/lib/security/content-type";
import { PASSWORD_CHANGE_MESSAGES } from "@/lib/validations/auth";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";
import { sessionFor } from "../support/session";

const PASSWORD = "moonlit-path-42";
const NEW_PASSWORD = "silver-tide-2077";
const MINUTE = 60 * 1000;
const person = (name: string) => ({ name, dob: "1991-04-23", tob: "07:15", pob: "Lisbon, Portugal" });

let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const get = (path: string, cookie?: string) => new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
const post = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  jsonRequest(path, body, { headers: { ...fromAddress(freshIp()), ...(cookie ? { cookie } : {}), ...headers } });

const ordersStatus = async (cookie: string) => (await getOrders(get("/api/orders/me", cookie), undefined)).status;

function sessionCookieOf(res: Response): string {
  const name = sessionCookieName();
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  const value = line?.split(";")[0]?.slice(name.length + 1);
  if (!value) throw new Error("no session cookie was set");
  return `${name}=${value}`;
}

describe.each(TEST_DATABASES)("server-side sessions on $name", (kind) => {
  const app = withAppDatabase(kind);
  let userCounter = 0;

  afterEach(() => vi.useRealTimers());

  async function makeUser() {
    const email = `sessions.${process.pid}.${kind.name}.${++userCounter}@example.com`;
    const { id } = await app.prisma.user.create({
      data: { email, passwordHash: await hashPassword(PASSWORD), fullName: "Nova Sterling", dateOfBirth: "1990-01-01" },
      select: { id: true },
    });
    return { id, email };
  }

  async function logIn(email: string, password = PASSWORD): Promise<string> {
    const res = await login(post("/api/auth/login", { email, password }), undefined);
    expect(res.status).toBe(200);
    return sessionCookieOf(res);
  }

  describe("logout", () => {
    it("revokes the session on the server: the same cookie replayed afterwards gets 401", async () => {
      const { email } = await makeUser();
      const cookie = await logIn(email);
      expect(await ordersStatus(cookie)).toBe(200);

      const out = await logout(post("/api/auth/logout", {}, cookie), undefined);
      expect(out.status).toBe(200);
      expect(await jsonOf(out)).toEqual({ ok: true });

      const replayed = await getOrders(get("/api/orders/me", cookie), undefined);
      expect(replayed.status).toBe(401);
      expect(await jsonOf(replayed)).toEqual({ message: "Please sign in to continue." });
      const read = await session(get("/api/auth/session", cookie), undefined);
      expect(await jsonOf(read)).toEqual({});
      expect(read.headers.getSetCookie().join()).toMatch(/Max-Age=0/i);
    });

    it("ends only its own session, and answers { ok } without one or twice", async () => {
      const { email } = await makeUser();
      const [laptop, phone] = [await logIn(email), await logIn(email)];
      expect((await logout(post("/api/auth/logout", {}, laptop), undefined)).status).toBe(200);
      expect(await ordersStatus(laptop)).toBe(401);
      expect(await ordersStatus(phone)).toBe(200);
      expect((await logout(post("/api/auth/logout", {}, laptop), undefined)).status).toBe(200);
      expect((await logout(post("/api/auth/logout", {}), undefined)).status).toBe(200);
      expect((await logout(post("/api/auth/logout", {}, `${sessionCookieName()}=garbage`), undefined)).status).toBe(200);
    });
  });

  describe("POST /api/account/password", () => {
    it("keeps the changer's session, signs every other one out, and only the new password works", async () => {
      const { id, email } = await makeUser();
      const laptop = await logIn(email);
      const phone = await logIn(email);
      const stolen = (await sessionFor(id)).cookie;

      const res = await changePassword(post("/api/account/password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, phone), undefined);
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toMatchObject({ ok: true, signedOut: 2 });

      expect(await ordersStatus(laptop)).toBe(401);
      expect(await ordersStatus(stolen)).toBe(401);
      expect(await ordersStatus(phone)).toBe(200);
      expect((await login(post("/api/auth/login", { email, password: PASSWORD }), undefined)).status).toBe(401);
      expect(await ordersStatus(await logIn(email, NEW_PASSWORD))).toBe(200);
    });

    it.each([
      ["no current password", { newPassword: NEW_PASSWORD }, "Required"],
      ["an empty current password", { currentPassword: "", newPassword: NEW_PASSWORD }, PASSWORD_CHANGE_MESSAGES.current],
      ["an empty new password", { currentPassword: PASSWORD, newPassword: "" }, PASSWORD_CHANGE_MESSAGES.next],
      ["a short new password", { currentPassword: PASSWORD, newPassword: "short" }, "Password must be at least 8 characters"],
      ["the same password again", { currentPassword: PASSWORD, newPassword: PASSWORD }, PASSWORD_CHANGE_MESSAGES.same],
      ["a wrong current password", { currentPassword: "not-my-password", newPassword: NEW_PASSWORD }, WRONG_CURRENT_PASSWORD],
      ["wrong types", { currentPassword: 12, newPassword: ["x"] }, "Invalid input"],
      ["a 1 MB password", { currentPassword: PASSWORD, newPassword: "x".repeat(1024 * 1024) }, "That request is too large."],
    ])("answers %s with 400 { message } and changes nothing", async (_label, body, message) => {
      const { id, email } = await makeUser();
      const cookie = await logIn(email);
      const other = await logIn(email);
      const before = await app.prisma.user.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false } });
      const res = await changePassword(post("/api/account/password", body, cookie), undefined);
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ message });
      const after = await app.prisma.user.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false } });
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(await ordersStatus(other)).toBe(200);
    });

    it("names the field of a wrong current password, refuses non-JSON with 415 and signed-out callers with 401", async () => {
      const { email } = await makeUser();
      const cookie = await logIn(email);
      const wrong = await changePassword(post("/api/account/password", { currentPassword: "nope-nope", newPassword: NEW_PASSWORD }, cookie), undefined);
      expect(await jsonOf(wrong)).toEqual({ message: WRONG_CURRENT_PASSWORD, fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
      const plain = await changePassword(
        post("/api/account/password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, cookie, { "content-type": "text/plain" }),
        undefined,
      );
      expect(plain.status).toBe(415);
      expect(await jsonOf(plain)).toEqual({ message: JSON_REQUIRED });
      const anonymous = await changePassword(post("/api/account/password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), undefined);
      expect(anonymous.status).toBe(401);
    });

    it("after five wrong current passwords answers 429, even to the right one (a stolen session cannot guess on)", async () => {
      const { email } = await makeUser();
      const cookie = await logIn(email);
      const attempt = (currentPassword: string) => changePassword(post("/api/account/password", { currentPassword, newPassword: NEW_PASSWORD }, cookie), undefined);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt(`guess-${i}-guess`)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const right = await attempt(PASSWORD);
      expect(right.status).toBe(429);
      expect(await jsonOf(right)).toEqual({ message: PASSWORD_CHANGE_TOO_OFTEN });
    });
  });

  it("answers 401, never 500, on every signed-in call once the account is deleted", async () => {
    const { id, email } = await makeUser();
    const cookie = await logIn(email);
    expect(await ordersStatus(cookie)).toBe(200);
    await app.prisma.user.delete({ where: { id } });

    const couple = { person1: person("Nova Sterling"), person2: { ...person("Rowan Vale"), dob: "1992-08-30" } };
    const responses = [
      await getSolo(get("/api/reports/solo", cookie), undefined),
      await postSolo(post("/api/reports/solo", { name: "Nova", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" }, cookie), undefined),
      await getMatch(get("/api/reports/match", cookie), undefined),
      await getOrders(get("/api/orders/me", cookie), undefined),
      await matchCheckout(post("/api/reports/match/checkout", couple, cookie), undefined),
      await bundleCheckout(post("/api/reports/bundle/checkout", { ...couple, prompt: "We want to build a calmer home together this year." }, cookie), undefined),
      await changePassword(post("/api/account/password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, cookie), undefined),
    ];
    for (const res of responses) {
      expect(res.status).toBe(401);
      expect(await jsonOf(res)).toEqual({ message: expect.any(String) });
    }
    expect(await jsonOf(await session(get("/api/auth/session", cookie), undefined))).toEqual({});
    expect(await app.prisma.order.count({ where: { email } })).toBe(0);
  });

  describe("lifetime and idle timeout", () => {
    it("refuses a session left idle for longer than the idle timeout", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { email } = await makeUser();
      const cookie = await logIn(email);
      vi.setSystemTime(Date.now() + SESSION_IDLE_TIMEOUT_MS - MINUTE);
      expect(await ordersStatus(cookie)).toBe(200);
      vi.setSystemTime(Date.now() + SESSION_IDLE_TIMEOUT_MS + MINUTE);
      expect(await ordersStatus(cookie)).toBe(401);
    });

    it("keeps an active session alive, but never past its lifetime", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const started = Date.now();
      const { email } = await makeUser();
      const cookie = await logIn(email);
      // Two visits, each just inside the idle timeout, carry it to 28 days.
      for (let visit = 1; visit <= 2; visit++) {
        vi.setSystemTime(started + visit * (SESSION_IDLE_TIMEOUT_MS - MINUTE));
        expect(await ordersStatus(cookie)).toBe(200);
      }
      vi.setSystemTime(started + SESSION_LIFETIME_MS + MINUTE);
      expect(await ordersStatus(cookie)).toBe(401);
    });

    it("refuses a session the server has expired, though its cookie has not", async () => {
      const { id, email } = await makeUser();
      const cookie = await logIn(email);
      await app.prisma.session.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect(await ordersStatus(cookie)).toBe(401);
    });

    it("writes lastSeenAt at most every few minutes", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { id, email } = await makeUser();
      const cookie = await logIn(email);
      const lastSeen = async () => (await app.prisma.session.findFirstOrThrow({ where: { userId: id } })).lastSeenAt.getTime();
      const signedIn = await lastSeen();
      vi.setSystemTime(signedIn + SESSION_TOUCH_INTERVAL_MS - MINUTE);
      expect(await ordersStatus(cookie)).toBe(200);
      expect(await lastSeen()).toBe(signedIn);
      vi.setSystemTime(signedIn + SESSION_TOUCH_INTERVAL_MS + MINUTE);
      expect(await ordersStatus(cookie)).toBe(200);
      expect(await lastSeen()).toBe(signedIn + SESSION_TOUCH_INTERVAL_MS + MINUTE);
    });
  });

  it("revokeAllSessions signs a user out everywhere (for a password reset)", async () => {
    const { id, email } = await makeUser();
    const cookies = [await logIn(email), await logIn(email), (await sessionFor(id)).cookie];
    const bystander = await makeUser();
    const theirs = await logIn(bystander.email);
    expect(await revokeAllSessions(id)).toBe(3);
    for (const cookie of cookies) expect(await ordersStatus(cookie)).toBe(401);
    expect(await ordersStatus(theirs)).toBe(200);
    // Signing in again afterwards works as usual.
    expect(await ordersStatus(await logIn(email))).toBe(200);
  });
});
