import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as session } from "@/app/api/auth/session/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as preferences } from "@/app/api/account/preferences/route";
import { encode } from "next-auth/jwt";

import { TOO_MANY_ATTEMPTS } from "@/lib/auth/attempt-limit";
import { INVALID_CREDENTIALS } from "@/lib/auth/log-in-user";
import { LOGIN_LIMITS, tryAgainIn } from "@/lib/auth/login-limit";
import { authSecret } from "@/lib/auth/secret";
import { createSessionToken } from "@/lib/auth/session-cookie";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "@/lib/auth/sign-up-user";
import { getSoloReportDetail } from "@/lib/reports/get-solo-report-detail";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";

// The real scrypt functions, wrapped so a test can count verifies or act while a signup hashes.
const passwordHooks = vi.hoisted(() => ({
  afterHash: null as null | (() => Promise<void>),
  verifies: 0,
}));
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/auth/password")>();
  return {
    hashPassword: async (password: string) => {
      const hash = await actual.hashPassword(password);
      await passwordHooks.afterHash?.();
      return hash;
    },
    verifyPassword: (password: string, stored: string) => {
      passwordHooks.verifies++;
      return actual.verifyPassword(password, stored);
    },
  };
});

const COOKIE = "next-auth.session-token";
let ipCounter = 0;
/** Each test gets its own client IP so rate-limit counters never leak between tests. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

let emailCounter = 0;
const freshEmail = (tag = "seeker") => `${tag}.${process.pid}.${++emailCounter}@example.com`;

const profile = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  password: "moonlit-path-42",
  fullName: "Nova Sterling",
  dateOfBirth: "1994-02-11",
  timeOfBirth: "06:45",
  placeOfBirth: "Lisbon, Portugal",
  ...overrides,
});

function post(handler: typeof signup, path: string, body: unknown, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = fromAddress(ip);
  if (cookie) headers.cookie = cookie;
  return handler(jsonRequest(path, body, { headers }), undefined);
}

const readSession = (cookie?: string) =>
  session(new Request("http://localhost:3000/api/auth/session", { headers: cookie ? { cookie } : {} }), undefined);

interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

function sessionSetCookie(res: Response): SetCookie | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair = "", ...attrs] = line.split(";").map((p) => p.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    if (name !== COOKIE) continue;
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const [k = "", v] = attr.split("=");
      attributes[k.toLowerCase()] = v ?? true;
    }
    return { name, value: pair.slice(eq + 1), attributes };
  }
  return undefined;
}

const cookieHeader = (res: Response) => {
  const c = sessionSetCookie(res);
  if (!c?.value) throw new Error("no session cookie was set");
  return `${COOKIE}=${c.value}`;
};

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = profile(overrides);
  const res = await post(signup, "/api/auth/signup", body);
  expect(res.status).toBe(201);
  return { body, cookie: cookieHeader(res), res };
}

describe.each(TEST_DATABASES)("accounts on $name", (kind) => {
  const app = withAppDatabase(kind);

  afterEach(() => {
    passwordHooks.afterHash = null;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  describe("POST /api/auth/signup", () => {
    it("creates the account with a salted scrypt hash, never the password in clear", async () => {
      const { body, res } = await signUp({ email: " Nova.Case@Example.COM ", username: "Nova_Star", intention: "love", personaHandle: "numa" });
      const json = await jsonOf(res);
      expect(json).toEqual({
        user: {
          fullName: "Nova Sterling",
          username: "nova_star",
          email: "nova.case@example.com",
          dateOfBirth: "1994-02-11",
          timeOfBirth: "06:45",
          placeOfBirth: "Lisbon, Portugal",
          personaHandle: "numa",
          intention: "love",
          // All four birth details: the first blueprint is charted at signup, so the portal opens on it.
          lastChartedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });
      const row = await app.prisma.user.findUniqueOrThrow({ where: { email: "nova.case@example.com" }, omit: { passwordHash: false } });
      expect(await app.prisma.soloReport.count({ where: { userId: row.id } })).toBe(1);
      expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
      expect(row.passwordHash).not.toContain(body.password);
      expect(row).toMatchObject({ intention: "love", personaHandle: "numa", username: "nova_star" });
      // Same password, another account: a different salt, so a different hash.
      await signUp({ password: body.password });
      const hashes = await app.prisma.user.findMany({ omit: { passwordHash: false } });
      expect(new Set(hashes.map((u) => u.passwordHash)).size).toBe(hashes.length);
    });

    it("sets an httpOnly, sameSite=lax session cookie for the whole site", async () => {
      const { res } = await signUp();
      const cookie = sessionSetCookie(res);
      expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/); // an encrypted JWT (JWE)
      expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: "lax", path: "/" });
      expect(Number(cookie?.attributes["max-age"])).toBeGreaterThan(24 * 60 * 60);
      // Outside production on http: no Secure flag (the browser would drop it on plain http).
      expect(cookie?.attributes.secure).toBeUndefined();
    });

    it("stores optional fields as null when they are left empty", async () => {
      const { body } = await signUp({ timeOfBirth: "", placeOfBirth: "", username: "" });
      const row = await app.prisma.user.findUniqueOrThrow({ where: { email: body.email } });
      expect(row).toMatchObject({ timeOfBirth: null, placeOfBirth: null, username: null, intention: null, personaHandle: null });
      // Nothing to chart without a time and a place.
      expect(await app.prisma.soloReport.count({ where: { userId: row.id } })).toBe(0);
    });

    it("charts the first blueprint at the pass chosen for a repeated hour (New York, 1:30 on the fall-back night)", async () => {
      const repeated = { dateOfBirth: "2021-11-07", timeOfBirth: "01:30", placeOfBirth: "New York City, New York, United States" };
      const receiptOf = async (email: string) => {
        const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
        const report = await app.prisma.soloReport.findFirstOrThrow({ where: { userId: user.id } });
        return (await getSoloReportDetail(user.id, report.id))?.natal.receipt;
      };
      const later = await signUp({ ...repeated, disambiguation: "later" });
      expect(await receiptOf(later.body.email)).toMatchObject({ localTimeStatus: "repeated", utc: "2021-11-07T06:30:00.000Z", offset: "-05:00", disambiguation: "later" });
      // Not asked (the wizard shows the question only for a repeated hour): the earlier pass, as before.
      const unasked = await signUp({ ...repeated, disambiguation: null });
      expect(await receiptOf(unasked.body.email)).toMatchObject({ utc: "2021-11-07T05:30:00.000Z", offset: "-04:00", disambiguation: "earlier" });
      const junk = await post(signup, "/api/auth/signup", profile({ ...repeated, disambiguation: "second" }));
      expect(junk.status).toBe(400);
      expect(await jsonOf(junk)).toMatchObject({ fieldErrors: { disambiguation: ["Choose the earlier or the later pass."] } });
    });

    it("accepts a skipped focus as the wizard sends it (null), and no oracle from an API caller", async () => {
      const { res, body } = await signUp({ personaHandle: "astra", intention: null });
      expect(res.status).toBe(201);
      expect(await app.prisma.user.findUniqueOrThrow({ where: { email: body.email } })).toMatchObject({ personaHandle: "astra", intention: null });
      expect((await signUp({ personaHandle: null, intention: null })).res.status).toBe(201);
    });

    it("refuses a birthplace the atlas does not know with near misses on placeOfBirth, never the word 'already'", async () => {
      const res = await post(signup, "/api/auth/signup", profile({ placeOfBirth: "Lisbonn, Portugal" }));
      expect(res.status).toBe(400);
      const json = (await jsonOf(res)) as { message: string; fieldErrors: Record<string, string[]> };
      expect(json.message).toMatch(/^We couldn't find that place\./);
      expect(json.message).not.toContain("already");
      expect(json.fieldErrors.placeOfBirth?.[0]).toBe(json.message);
      const unknown = await post(signup, "/api/auth/signup", profile({ placeOfBirth: "Qwxzzy Nowhere" }));
      expect(await jsonOf(unknown)).toMatchObject({ message: "We couldn't find that place. Try adding the country, e.g. “Paris, France”." });
      expect(sessionSetCookie(res)).toBeUndefined();
    });

    it("refuses a duplicate email, whatever its case, with a message containing 'already'", async () => {
      const { body } = await signUp();
      const res = await post(signup, "/api/auth/signup", profile({ email: `  ${body.email.toUpperCase()} ` }));
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ message: EMAIL_TAKEN });
      expect(EMAIL_TAKEN).toContain("already");
      expect(sessionSetCookie(res)).toBeUndefined();
    });

    it("refuses a duplicate username case-insensitively, without the word the client reads as 'email taken'", async () => {
      await signUp({ username: "moonchild" });
      const res = await post(signup, "/api/auth/signup", profile({ username: "MoonChild" }));
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ message: USERNAME_TAKEN, fieldErrors: { username: [USERNAME_TAKEN] } });
      expect(USERNAME_TAKEN).not.toContain("already");
    });

    it.each([
      ["email", (b: Record<string, unknown>) => ({ email: b.email }), EMAIL_TAKEN],
      ["username", () => ({ email: freshEmail("racer"), username: "racewinner" }), USERNAME_TAKEN],
    ])("answers 400, not 500, when a parallel signup takes the %s first (P2002)", async (_field, rival, message) => {
      const body = profile({ username: "racewinner" });
      // While this signup hashes, another request creates the conflicting account.
      passwordHooks.afterHash = async () => {
        passwordHooks.afterHash = null;
        await app.prisma.user.create({
          data: { fullName: "Rival", dateOfBirth: "1990-01-01", passwordHash: "scrypt$x", ...rival(body) } as never,
        });
      };
      const res = await post(signup, "/api/auth/signup", body);
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ message });
      await app.prisma.user.deleteMany({ where: { username: "racewinner" } });
    });

    it.each([
      ["bad JSON", { raw: "{nope" }, 400, "The request body must be valid JSON."],
      ["missing fields", { body: {} }, 400, "Required"],
      ["an empty body", { raw: "" }, 400, "Required"],
      [
        "wrong types",
        { body: { email: 1, password: 2, fullName: 3, dateOfBirth: 4, timeOfBirth: 5, placeOfBirth: 6, username: 7 } },
        400,
        "Invalid input",
      ],
      ["an array body", { body: [1, 2] }, 400, "Invalid input"],
      ["a short password", { patch: { password: "short" } }, 400, "Password must be at least 8 characters"],
      ["an impossible birth date", { patch: { dateOfBirth: "1994-02-31" } }, 400, "Please enter a real date of birth (yyyy-mm-dd)."],
      ["a future birth date", { patch: { dateOfBirth: "2999-01-01" } }, 400, "Your date of birth must be in the past."],
      ["a bad time of birth", { patch: { timeOfBirth: "25:00" } }, 400, "Time of birth must look like 14:30 (HH:mm)."],
      [
        "a bad username",
        { patch: { username: "no spaces" } },
        400,
        "Usernames are 3–24 letters or numbers; dots, dashes and underscores may sit in between.",
      ],
      ["an unknown oracle", { patch: { personaHandle: "merlin" } }, 400, "Choose the oracle you feel most resonant with."],
      ["a 1 MB field", { patch: { fullName: "x".repeat(1024 * 1024) } }, 400, "That request is too large."],
    ])("answers %s with a 4xx and { message }, never 500", async (_label, input, status, message) => {
      const body = "patch" in input ? profile(input.patch) : "body" in input ? input.body : undefined;
      const req = jsonRequest("/api/auth/signup", body, { raw: "raw" in input ? input.raw : undefined, headers: fromAddress(freshIp()) });
      const res = await signup(req, undefined);
      expect(res.status).toBe(status);
      expect(await jsonOf(res)).toMatchObject({ message });
    });

    it("rate-limits repeated failed signups from one IP with 429", async () => {
      const { body } = await signUp();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await post(signup, "/api/auth/signup", profile({ email: body.email }), { ip })).status);
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    });
  });

  describe("POST /api/auth/login and /api/auth/logout", () => {
    it("signs in with the right password (any email case) and round-trips through the cookie", async () => {
      const { body } = await signUp({ username: "roundtrip" });
      const res = await post(login, "/api/auth/login", { email: body.email.toUpperCase(), password: body.password });
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toMatchObject({ user: { email: body.email, username: "roundtrip" } });
      const cookie = cookieHeader(res);
      expect(sessionSetCookie(res)?.attributes).toMatchObject({ httponly: true, samesite: "lax" });

      expect(await jsonOf(await readSession(cookie))).toMatchObject({ user: { email: body.email, username: "roundtrip" } });

      const out = await post(logout, "/api/auth/logout", {}, { cookie });
      expect(out.status).toBe(200);
      const cleared = sessionSetCookie(out);
      expect(cleared?.value).toBe("");
      expect(cleared?.attributes).toMatchObject({ "max-age": "0", httponly: true, samesite: "lax", path: "/" });
      // The browser now sends no cookie: signed out.
      expect(await jsonOf(await readSession())).toEqual({});
    });

    it("answers one 401 message for a wrong password and for an unknown email, both after a scrypt verify", async () => {
      const { body } = await signUp();
      passwordHooks.verifies = 0;
      const wrong = await post(login, "/api/auth/login", { email: body.email, password: "not-the-password" });
      const unknown = await post(login, "/api/auth/login", { email: freshEmail("ghost"), password: body.password });
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      expect(await jsonOf(wrong)).toEqual({ message: INVALID_CREDENTIALS });
      expect(await jsonOf(unknown)).toEqual({ message: INVALID_CREDENTIALS });
      expect(passwordHooks.verifies).toBe(2); // the unknown email paid for a decoy verify too
      expect(sessionSetCookie(wrong)).toBeUndefined();
    });

    it("answers 429 once one address has failed 20 times, across any emails (spraying)", async () => {
      const { body } = await signUp();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_LIMITS.failuresPerAddress; i++)
        statuses.push((await post(login, "/api/auth/login", { email: freshEmail("spray"), password: "guess-guess" }, { ip })).status);
      expect(statuses).toEqual([...Array(LOGIN_LIMITS.failuresPerAddress).fill(401), 429]);
      const blocked = await post(login, "/api/auth/login", { email: body.email, password: body.password }, { ip });
      expect(blocked.status).toBe(429);
      expect(await jsonOf(blocked)).toEqual({ message: TOO_MANY_ATTEMPTS });
      // Another address is not held back by this one.
      expect((await post(login, "/api/auth/login", body)).status).toBe(200);
    });

    it("backs off one address on one email (1 s, 2 s…), then locks that pair only", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { body } = await signUp();
      const ip = freshIp();
      const wrong = () => post(login, "/api/auth/login", { email: body.email, password: "wrong-pass" }, { ip });
      expect([(await wrong()).status, (await wrong()).status, (await wrong()).status]).toEqual([401, 401, 401]);
      // The third failure costs this address a second; even the right password waits it out.
      const early = await post(login, "/api/auth/login", body, { ip });
      expect(early.status).toBe(429);
      expect(await jsonOf(early)).toEqual({ message: tryAgainIn(1) });
      vi.setSystemTime(Date.now() + 1000);
      expect((await wrong()).status).toBe(401);
      expect(await jsonOf(await wrong())).toEqual({ message: tryAgainIn(2) });
      vi.setSystemTime(Date.now() + 2000);
      expect((await wrong()).status).toBe(401); // the fifth failure: the pair is locked for the window
      vi.setSystemTime(Date.now() + 60_000);
      const locked = await post(login, "/api/auth/login", body, { ip });
      expect(locked.status).toBe(429);
      expect(await jsonOf(locked)).toEqual({ message: TOO_MANY_ATTEMPTS });
      // The owner, anywhere else, still gets in at once.
      expect((await post(login, "/api/auth/login", body)).status).toBe(200);
    });

    it("never locks the owner out while an attacker fails on their email from other addresses", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { body } = await signUp();
      const attacker = () => post(login, "/api/auth/login", { email: body.email, password: `guess-${Math.random()}` });
      const attacks: number[] = [];
      for (let i = 0; i < 30; i++) attacks.push((await attacker()).status);
      expect(attacks).toEqual(Array(30).fill(401));

      // The owner's right password works straight away from their own address...
      const home = freshIp();
      expect((await post(login, "/api/auth/login", body, { ip: home })).status).toBe(200);
      // ...and after a typo of their own, after the capped back-off at most.
      const cafe = freshIp();
      expect((await post(login, "/api/auth/login", { ...body, password: "typo-typo" }, { ip: cafe })).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await attacker()).status).toBe(401); // the attack goes on meanwhile
      const waiting = await post(login, "/api/auth/login", body, { ip: cafe });
      expect(waiting.status).toBe(429);
      expect(await jsonOf(waiting)).toEqual({ message: tryAgainIn(LOGIN_LIMITS.maxBackoffMs / 1000) });
      vi.setSystemTime(Date.now() + LOGIN_LIMITS.maxBackoffMs);
      for (let i = 0; i < 5; i++) expect((await attacker()).status).toBe(401);
      expect((await post(login, "/api/auth/login", body, { ip: cafe })).status).toBe(200);
    });

    it("forgives a pair's failures once the right password gets in from there", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { body } = await signUp();
      const ip = freshIp();
      for (let i = 0; i < 2; i++) expect((await post(login, "/api/auth/login", { email: body.email, password: "wrong-pass" }, { ip })).status).toBe(401);
      expect((await post(login, "/api/auth/login", body, { ip })).status).toBe(200);
      for (let i = 0; i < LOGIN_LIMITS.failuresPerPair; i++) {
        vi.setSystemTime(Date.now() + LOGIN_LIMITS.maxBackoffMs);
        expect((await post(login, "/api/auth/login", { email: body.email, password: "wrong-pass" }, { ip })).status).toBe(401);
      }
    });

    it.each([
      ["bad JSON", { raw: "{" }, 400],
      ["missing fields", { body: {} }, 400],
      ["wrong types", { body: { email: ["a"], password: { p: 1 } } }, 400],
      ["a 1 MB password", { body: { email: "a@b.co", password: "x".repeat(1024 * 1024) } }, 400],
    ])("answers %s with a 4xx and { message }, never 500", async (_label, input, status) => {
      const req = jsonRequest("/api/auth/login", "body" in input ? input.body : undefined, {
        raw: "raw" in input ? input.raw : undefined,
        headers: fromAddress(freshIp()),
      });
      const res = await login(req, undefined);
      expect(res.status).toBe(status);
      expect(typeof (await jsonOf(res)).message).toBe("string");
    });

    it("never logs the password, on success or failure", async () => {
      const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) => vi.spyOn(console, m));
      const password = "very-secret-constellation";
      const { body } = await signUp({ password });
      await post(login, "/api/auth/login", { email: body.email, password });
      await post(login, "/api/auth/login", { email: body.email, password: `${password}!` });
      await post(signup, "/api/auth/signup", { ...body, password });
      const logged = JSON.stringify(
        spies.flatMap((s) => s.mock.calls),
        (_k, v: unknown) => (v instanceof Error ? `${v.message} ${v.stack}` : v),
      );
      expect(logged).not.toContain(password);
    });
  });

  describe("POST /api/account/preferences", () => {
    it("stores the oracle and focus on the account, so the next session read (any device) has them", async () => {
      const { cookie } = await signUp({ personaHandle: "numa", intention: "love" });
      const res = await post(preferences, "/api/account/preferences", { personaHandle: "solara" }, { cookie });
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toMatchObject({ user: { personaHandle: "solara", intention: "love" } });
      await post(preferences, "/api/account/preferences", { intention: null }, { cookie });
      expect(await jsonOf(await readSession(cookie))).toMatchObject({ user: { personaHandle: "solara", intention: null } });
    });

    it("asks for a session, and answers junk with 400 { message }", async () => {
      expect((await post(preferences, "/api/account/preferences", { personaHandle: "numa" })).status).toBe(401);
      const { cookie } = await signUp();
      for (const junk of [{}, { personaHandle: "merlin" }, { intention: "fame" }, [1], { personaHandle: null }]) {
        const res = await post(preferences, "/api/account/preferences", junk, { cookie });
        expect(res.status).toBe(400);
        expect(await jsonOf(res)).toMatchObject({ message: expect.any(String) });
      }
    });
  });

  describe("GET /api/auth/session", () => {
    it("answers {} when signed out", async () => {
      const res = await readSession();
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toEqual({});
      expect(res.headers.get("cache-control")).toContain("no-store");
    });

    it("returns the SPEC fields with the remembered oracle, focus and newest blueprint, never the hash, read fresh from the database", async () => {
      const { body, cookie } = await signUp({ username: "freshread" });
      const res = await readSession(cookie);
      const text = await res.text();
      expect(text).not.toContain("scrypt");
      expect(text).not.toContain("passwordHash");
      expect(text).not.toContain(body.password);
      expect(JSON.parse(text)).toEqual({
        user: {
          fullName: "Nova Sterling",
          username: "freshread",
          email: body.email,
          dateOfBirth: "1994-02-11",
          timeOfBirth: "06:45",
          placeOfBirth: "Lisbon, Portugal",
          personaHandle: null,
          intention: null,
          lastChartedAt: expect.stringMatching(/^\d{4}-/),
        },
      });
      await app.prisma.user.update({ where: { email: body.email }, data: { fullName: "Nova Renamed", placeOfBirth: null } });
      expect(await jsonOf(await readSession(cookie))).toMatchObject({ user: { fullName: "Nova Renamed", placeOfBirth: null } });
    });

    it("treats a token for a deleted user as signed out and clears the cookie", async () => {
      const { body, cookie } = await signUp();
      await app.prisma.user.delete({ where: { email: body.email } });
      const res = await readSession(cookie);
      expect(await jsonOf(res)).toEqual({});
      expect(sessionSetCookie(res)).toMatchObject({ value: "", attributes: { "max-age": "0" } });
    });

    it("treats a tampered or foreign token as signed out", async () => {
      const { cookie } = await signUp();
      const tampered = cookie.slice(0, -4) + (cookie.endsWith("AAAA") ? "BBBB" : "AAAA");
      expect(await jsonOf(await readSession(tampered))).toEqual({});
      expect(await jsonOf(await readSession(`${COOKIE}=not-a-token`))).toEqual({});
      const forUnknownSession = await createSessionToken({ id: "no-such-session", userId: "no-such-user" });
      expect(await jsonOf(await readSession(`${COOKIE}=${forUnknownSession}`))).toEqual({});
    });

    it("refuses a well-signed cookie that names no session (one issued before server-side sessions)", async () => {
      const { body } = await signUp();
      const user = await app.prisma.user.findUniqueOrThrow({ where: { email: body.email } });
      const legacy = await encode({ token: { sub: user.id }, secret: authSecret() });
      const res = await readSession(`${COOKIE}=${legacy}`);
      expect(await jsonOf(res)).toEqual({});
      expect(sessionSetCookie(res)).toMatchObject({ value: "", attributes: { "max-age": "0" } });
    });
  });
});
