import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as forgot } from "@/app/api/auth/password/forgot/route";
import { POST as reset } from "@/app/api/auth/password/reset/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getOrders } from "@/app/api/orders/me/route";
import { RESET_LINK_INVALID, RESET_LINK_SENT, RESET_TOO_OFTEN } from "@/lib/account/password-reset";
import { hashToken, TOKEN_LIFETIME_MS } from "@/lib/account/tokens";
import { hashPassword } from "@/lib/auth/password";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { ACCOUNT_MESSAGES } from "@/lib/validations/account";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";
import { sessionFor } from "../support/session";

const PASSWORD = "moonlit-path-42";
const NEW_PASSWORD = "silver-tide-2077";

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (path: string, body: unknown, ip = freshIp()) => jsonRequest(path, body, { headers: fromAddress(ip) });
const get = (path: string, cookie: string) => new Request(`http://localhost:3000${path}`, { headers: { cookie } });

function sessionCookieOf(res: Response): string {
  const name = sessionCookieName();
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  const value = line?.split(";")[0]?.slice(name.length + 1);
  if (!value) throw new Error("no session cookie was set");
  return `${name}=${value}`;
}

describe.each(TEST_DATABASES)("password reset on $name", (kind) => {
  const app = withAppDatabase(kind);
  let counter = 0;

  afterEach(() => vi.useRealTimers());

  async function makeUser() {
    const email = `reset.${process.pid}.${kind.name}.${++counter}@example.com`;
    const { id } = await app.prisma.user.create({
      data: { email, passwordHash: await hashPassword(PASSWORD), fullName: "Nova Sterling", dateOfBirth: "1990-01-01", personaHandle: "numa" },
      select: { id: true },
    });
    return { id, email };
  }

  const lettersTo = (email: string) => app.prisma.emailMessage.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

  /** The token in the newest letter's link, as a seeker would click it. */
  async function linkTokenFor(email: string): Promise<string> {
    const letters = await lettersTo(email);
    const text = letters.at(-1)?.text ?? "";
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
    return match[1];
  }

  const ordersStatus = async (cookie: string) => (await getOrders(get("/api/orders/me", cookie), undefined)).status;
  const logIn = (email: string, password: string) => login(post("/api/auth/login", { email, password }), undefined);

  it("answers the same whether or not the email has a portal, and writes only to a real one", async () => {
    const { email } = await makeUser();
    const known = await forgot(post("/api/auth/password/forgot", { email: email.toUpperCase() }), undefined);
    const unknown = await forgot(post("/api/auth/password/forgot", { email: `nobody.${counter}@example.com` }), undefined);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [a, b] = [await jsonOf(known), await jsonOf(unknown)];
    expect(a).toEqual({ ok: true, message: RESET_LINK_SENT });
    expect(b).toEqual(a);

    const letters = await lettersTo(email);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ subject: "Choose a new password for your portal", tag: "account" });
    expect(letters[0]?.text).toContain("It works once, for one hour.");
    expect(letters[0]?.html).toContain("/reset-password?token=");
    expect(await app.prisma.emailMessage.count({ where: { to: `nobody.${counter}@example.com` } })).toBe(0);
  });

  it("stores only the token's hash, for one hour", async () => {
    const { id, email } = await makeUser();
    const before = Date.now();
    await forgot(post("/api/auth/password/forgot", { email }), undefined);
    const token = await linkTokenFor(email);
    const rows = await app.prisma.accountToken.findMany({ where: { userId: id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "password-reset", tokenHash: hashToken(token), usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(TOKEN_LIFETIME_MS["password-reset"] - 5000);
    expect(lifetime).toBeLessThanOrEqual(TOKEN_LIFETIME_MS["password-reset"] + 1000);
  });

  it("sets the new password once: every old session ends, the caller is signed in fresh, the old password and the reused link are refused", async () => {
    const { id, email } = await makeUser();
    const laptop = (await sessionFor(id)).cookie;
    const phone = (await sessionFor(id)).cookie;
    await forgot(post("/api/auth/password/forgot", { email }), undefined);
    const token = await linkTokenFor(email);

    const res = await reset(post("/api/auth/password/reset", { token, newPassword: NEW_PASSWORD }), undefined);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ user: { email, fullName: "Nova Sterling" } });
    const fresh = sessionCookieOf(res);
    expect(await ordersStatus(fresh)).toBe(200);
    expect(await ordersStatus(laptop)).toBe(401);
    expect(await ordersStatus(phone)).toBe(401);

    expect((await logIn(email, PASSWORD)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(post("/api/auth/password/reset", { token, newPassword: "another-path-99" }), undefined);
    expect(again.status).toBe(400);
    expect(await jsonOf(again)).toEqual({ message: RESET_LINK_INVALID, fieldErrors: { token: [RESET_LINK_INVALID] } });
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a link after its hour, and an earlier link once a newer one was sent", async () => {
    const { email } = await makeUser();
    await forgot(post("/api/auth/password/forgot", { email }), undefined);
    const first = await linkTokenFor(email);
    await forgot(post("/api/auth/password/forgot", { email }), undefined);
    const second = await linkTokenFor(email);
    expect(second).not.toBe(first);
    const stale = await reset(post("/api/auth/password/reset", { token: first, newPassword: NEW_PASSWORD }), undefined);
    expect(stale.status).toBe(400);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + TOKEN_LIFETIME_MS["password-reset"] + 60_000);
    const late = await reset(post("/api/auth/password/reset", { token: second, newPassword: NEW_PASSWORD }), undefined);
    expect(late.status).toBe(400);
    expect(await jsonOf(late)).toMatchObject({ message: RESET_LINK_INVALID });
    vi.useRealTimers();
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it("refuses unknown and malformed tokens and weak passwords with 400 { message }, changing nothing", async () => {
    const { email } = await makeUser();
    await forgot(post("/api/auth/password/forgot", { email }), undefined);
    const token = await linkTokenFor(email);
    const cases: [unknown, string][] = [
      [{ token: "A".repeat(43), newPassword: NEW_PASSWORD }, RESET_LINK_INVALID],
      [{ token: "not a token!", newPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.token],
      [{ newPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.token],
      [{ token, newPassword: "" }, ACCOUNT_MESSAGES.newPassword],
      [{ token, newPassword: "short" }, "Password must be at least 8 characters"],
      [{ token, newPassword: 42 }, "Invalid input"],
    ];
    for (const [body, message] of cases) {
      const res = await reset(post("/api/auth/password/reset", body), undefined);
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ message });
    }
    expect((await forgot(post("/api/auth/password/forgot", { email: "not-an-email" }), undefined)).status).toBe(400);
    expect(await jsonOf(await forgot(post("/api/auth/password/forgot", { email: "" }), undefined))).toMatchObject({ message: ACCOUNT_MESSAGES.email });
    // The link survived the bad attempts.
    expect((await reset(post("/api/auth/password/reset", { token, newPassword: NEW_PASSWORD }), undefined)).status).toBe(200);
  });

  it("is rate-limited: an address that floods gets 429, and one mailbox gets at most three letters an hour", async () => {
    const { email } = await makeUser();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(post("/api/auth/password/forgot", { email: `flood.${i}@example.com` }, ip), undefined)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const refused = await forgot(post("/api/auth/password/forgot", { email }, ip), undefined);
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toEqual({ message: RESET_TOO_OFTEN });

    for (let i = 0; i < 5; i++) {
      const res = await forgot(post("/api/auth/password/forgot", { email }), undefined);
      expect(await jsonOf(res)).toEqual({ ok: true, message: RESET_LINK_SENT });
    }
    expect(await lettersTo(email)).toHaveLength(3);
  });
});
