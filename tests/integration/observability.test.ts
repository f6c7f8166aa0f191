import { afterEach, describe, expect, it, vi } from "vitest";

import { onRequestError } from "@/instrumentation";
import { logLine } from "@/lib/observability/log";

describe("observability", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a request error is one JSON log line with the route and the error, without the query string or headers", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    const error = Object.assign(new Error("the stars are down"), { digest: "12345" });
    await onRequestError(
      error,
      { path: "/r/secret-token?token=abc", method: "GET", headers: { cookie: "next-auth.session-token=xyz" } },
      { routerKind: "App Router", routePath: "/r/[token]", routeType: "render", revalidateReason: undefined },
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "error", event: "request.error", method: "GET", path: "/r/secret-token", routePath: "/r/[token]", routeType: "render", digest: "12345" });
    expect(entry.error).toMatchObject({ name: "Error", message: "the stars are down" });
    expect(lines[0]).not.toContain("token=abc");
    expect(lines[0]).not.toContain("session-token");
  });

  it("log lines are JSON with time, level and event, whatever the fields", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(JSON.parse(logLine("info", "jobs.drain", { claimed: 1, at: new Date("2026-01-01T00:00:00Z") }))).toMatchObject({ level: "info", event: "jobs.drain", claimed: 1, at: "2026-01-01T00:00:00.000Z" });
    expect(JSON.parse(logLine("warn", "odd", { circular }))).toMatchObject({ level: "warn", event: "odd", note: "fields were not serialisable" });
  });
});
