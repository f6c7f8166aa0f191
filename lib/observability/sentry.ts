import "server-only";

import { randomUUID } from "node:crypto";

import { env } from "@/lib/env";

import { log } from "./log";

/**
 * Optional error tracking and cron monitoring with Sentry, when SENTRY_DSN is set; nothing at all
 * (no request, no timer) when it is not. No SDK: events and check-ins are posted to Sentry's
 * documented envelope endpoint (`/api/{project}/envelope/`, https://develop.sentry.dev/sdk/envelopes/)
 * with `fetch`, from the server only, so no page's JavaScript grows by a byte. Sending never throws
 * and gives up after SENTRY_SEND_TIMEOUT_MS (3 s by default): a Sentry outage must not slow a
 * request or fail a job.
 */

const CLIENT = "the-quantum-veil/1.0";

export interface SentryTarget {
  /** https://{publicKey}@{host}/{projectId} (a path before the project id is kept, as Sentry's SDKs do). */
  dsn: string;
  environment?: string;
}

interface ParsedDsn {
  envelopeUrl: string;
  publicKey: string;
}

export function parseDsn(dsn: string): ParsedDsn | null {
  try {
    const url = new URL(dsn);
    const segments = url.pathname.split("/").filter(Boolean);
    const projectId = segments.pop();
    if (!url.username || !projectId || !/^\d+$/.test(projectId) || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
    const prefix = segments.length ? `/${segments.join("/")}` : "";
    return { envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`, publicKey: decodeURIComponent(url.username) };
  } catch {
    return null;
  }
}

/** The app's own target: SENTRY_DSN and SENTRY_ENVIRONMENT (else VERCEL_ENV, else NODE_ENV); null without a DSN. */
export function configuredSentry(): SentryTarget | null {
  if (!env.SENTRY_DSN) return null;
  return { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? env.VERCEL_ENV ?? env.NODE_ENV };
}

const eventId = () => randomUUID().replaceAll("-", "");

/** One envelope (a header line, then each item's header and payload) posted to the DSN's project. */
async function post(target: SentryTarget, items: { type: "event" | "check_in"; payload: Record<string, unknown> }[], header: Record<string, unknown> = {}): Promise<boolean> {
  const parsed = parseDsn(target.dsn);
  if (!parsed) {
    log.warn("sentry.bad_dsn", { note: "SENTRY_DSN is not a Sentry DSN (https://key@host/project); nothing sent" });
    return false;
  }
  const lines = [JSON.stringify({ ...header, sent_at: new Date().toISOString() })];
  for (const item of items) lines.push(JSON.stringify({ type: item.type }), JSON.stringify(item.payload));
  const send = () =>
    fetch(parsed.envelopeUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-sentry-envelope",
        "X-Sentry-Auth": `Sentry sentry_version=7, sentry_client=${CLIENT}, sentry_key=${parsed.publicKey}`,
      },
      body: `${lines.join("\n")}\n`,
      signal: AbortSignal.timeout(env.SENTRY_SEND_TIMEOUT_MS),
    });
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await send();
      if (!response.ok) log.warn("sentry.refused", { status: response.status });
      return response.ok;
    } catch (error) {
      // A connection that failed before any answer (typically a kept-alive socket the server had
      // just closed after an idle spell) is tried once more; a timeout is not.
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      if (attempt === 1 && !timedOut) continue;
      log.warn("sentry.unreachable", { message: error instanceof Error ? error.message : String(error), attempts: attempt });
      return false;
    }
  }
}

/** Stack frames in Sentry's order (oldest call first), from a V8 stack string. */
function framesOf(stack: string | undefined) {
  if (!stack) return undefined;
  const frames = stack
    .split("\n")
    .slice(1)
    .map((line) => /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ function: m[1] ?? "?", filename: m[2], lineno: Number(m[3]), colno: Number(m[4]), in_app: !m[2]!.includes("node_modules") }))
    .reverse();
  return frames.length ? { frames } : undefined;
}

export interface CaptureContext {
  level?: "error" | "warning";
  /** Short, searchable, never personal: a route pattern, a job type, an event name. */
  tags?: Record<string, string | undefined>;
  /** Ids and counts only (the same rule as the logs: no email addresses, no buyer's words). */
  extra?: Record<string, unknown>;
}

/** Reports an error (or a message) as one Sentry event. Returns whether Sentry accepted it; false without a DSN. */
export async function captureError(error: unknown, context: CaptureContext = {}, target: SentryTarget | null = configuredSentry()): Promise<boolean> {
  if (!target) return false;
  const err = error instanceof Error ? error : new Error(typeof error === "string" ? error : JSON.stringify(error));
  const id = eventId();
  const tags = Object.fromEntries(Object.entries(context.tags ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"));
  const payload = {
    event_id: id,
    timestamp: Date.now() / 1000,
    platform: "node",
    level: context.level ?? "error",
    environment: target.environment,
    exception: { values: [{ type: err.name, value: err.message, stacktrace: framesOf(err.stack) }] },
    tags,
    extra: context.extra,
  };
  return post(target, [{ type: "event", payload }], { event_id: id });
}

/** A cron route's schedule, sent with its check-ins so Sentry creates (or updates) the monitor itself. */
export interface CronMonitor {
  slug: string;
  /** crontab, as in vercel.json */
  schedule: string;
  /** minutes a run may take before Sentry marks it failed */
  maxRuntimeMinutes: number;
}

/**
 * Runs a cron route's work between two check-ins (in_progress, then ok or error with the duration),
 * so Sentry says when a cron stops running, runs too long or fails. Without a DSN it just runs `work`.
 */
export async function withCronCheckIns<T>(monitor: CronMonitor, work: () => Promise<T>, target: SentryTarget | null = configuredSentry()): Promise<T> {
  if (!target) return work();
  const checkInId = eventId();
  const base = {
    check_in_id: checkInId,
    monitor_slug: monitor.slug,
    environment: target.environment,
    monitor_config: { schedule: { type: "crontab", value: monitor.schedule }, checkin_margin: 5, max_runtime: monitor.maxRuntimeMinutes, timezone: "UTC" },
  };
  await post(target, [{ type: "check_in", payload: { ...base, status: "in_progress" } }]);
  const started = performance.now();
  try {
    const result = await work();
    await post(target, [{ type: "check_in", payload: { ...base, status: "ok", duration: (performance.now() - started) / 1000 } }]);
    return result;
  } catch (error) {
    await post(target, [{ type: "check_in", payload: { ...base, status: "error", duration: (performance.now() - started) / 1000 } }]);
    throw error;
  }
}
