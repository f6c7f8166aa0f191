import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { LOGIN_LIMITS } from "@/lib/auth/login-limit";
import { proxy } from "@/proxy";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { serveRoutes } from "../support/route-server";

// A deployment behind one reverse proxy, set before lib/env reads the environment.
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = "1";
});

describe.each(TEST_DATABASES)("client address behind one trusted proxy, over HTTP, on $name", (kind) => {
  const app = withAppDatabase(kind);
  let server: Awaited<ReturnType<typeof serveRoutes>>;
  beforeAll(async () => {
    server = await serveRoutes({ "/api/auth/login": login });
  });
  afterAll(() => server.close());

  const attempt = (i: number, forwardedFor: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email: `behind.${kind.name}.${i}.${Math.random()}@example.com`, password: "guess-guess" }),
    }).then((r) => r.status);

  it("uses the right-most X-Forwarded-For entry (what the proxy saw), not the ones the client wrote", async () => {
    const statuses: number[] = [];
    // The client rotates what it writes; the proxy appends the one address it really saw.
    for (let i = 0; i <= LOGIN_LIMITS.failuresPerAddress; i++) statuses.push(await attempt(i, `198.51.100.${i + 1}, 192.0.2.7`));
    expect(statuses).toEqual([...Array(LOGIN_LIMITS.failuresPerAddress).fill(401), 429]);

    // Distinct real clients behind the same proxy are counted apart.
    for (let i = 0; i < 3; i++) expect(await attempt(100 + i, `192.0.2.${50 + i}`)).toBe(401);
    const counters = await app.prisma.rateLimit.findMany({ where: { key: { startsWith: "login:fail:ip:" } }, orderBy: { key: "asc" } });
    expect(counters.map((c) => [c.key, c.count])).toEqual([
      ["login:fail:ip:192.0.2.50", 1],
      ["login:fail:ip:192.0.2.51", 1],
      ["login:fail:ip:192.0.2.52", 1],
      ["login:fail:ip:192.0.2.7", LOGIN_LIMITS.failuresPerAddress],
    ]);
  });
});

describe("same-origin check behind one trusted proxy", () => {
  const call = (headers: Record<string, string>) =>
    proxy(new NextRequest("http://internal:3000/api/contact", { method: "POST", headers: { "content-type": "application/json", ...headers } }));

  it("accepts X-Forwarded-Host from the trusted proxy, so the public host matches its Origin", async () => {
    const res = call({ host: "internal:3000", "x-forwarded-host": "preview.quantumveil.app", origin: "https://preview.quantumveil.app" });
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it("still refuses a foreign Origin, whatever the client adds before the proxy's X-Forwarded-Host", async () => {
    const res = call({ host: "internal:3000", "x-forwarded-host": "evil.example, preview.quantumveil.app", origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});
