import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { LOGIN_LIMITS } from "@/lib/auth/login-limit";
import { PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { serveRoutes } from "../support/route-server";

// The default deployment (TRUSTED_PROXY_HOPS unset = 0): no proxy is trusted, so the client is
// the socket peer. Real HTTP, so a client cannot claim an address it does not connect from.
describe.each(TEST_DATABASES)("client address with no trusted proxy, over HTTP, on $name", (kind) => {
  const app = withAppDatabase(kind);
  let server: Awaited<ReturnType<typeof serveRoutes>>;
  beforeAll(async () => {
    server = await serveRoutes({ "/api/auth/login": login });
  });
  afterAll(() => server.close());

  const attempt = (email: string, headers: Record<string, string>) =>
    fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email, password: "guess-guess" }),
    });

  it("counts failed logins per connection, however X-Forwarded-For (or our own stamp header) is rotated", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.failuresPerAddress; i++) {
      const spoof = `203.0.113.${i + 1}`;
      const res = await attempt(`sprayed.${kind.name}.${i}@example.com`, { "x-forwarded-for": spoof, "x-real-ip": spoof, [PEER_ADDRESS_HEADER]: spoof });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMITS.failuresPerAddress).fill(401), 429]);
    const counters = await app.prisma.rateLimit.findMany({ where: { key: { startsWith: "login:fail:ip:" } } });
    expect(counters.map((c) => [c.key, c.count])).toEqual([["login:fail:ip:127.0.0.1", LOGIN_LIMITS.failuresPerAddress]]);
  });
});
