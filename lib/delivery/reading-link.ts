import "server-only";

import { createHash, createHmac } from "node:crypto";

import { authSecret } from "@/lib/auth/secret";
import { appBaseUrl } from "@/lib/app-url";

/**
 * The private link a reading's email carries, so a guest can open it without an account. The
 * token is derived from the reading id with the server's secret (so a retried email rebuilds the
 * same link), and only its sha256 is stored: the database alone cannot open a reading.
 */
export function readingToken(readingId: string): string {
  return createHmac("sha256", authSecret()).update(`reading-link:v1:${readingId}`).digest("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Tokens are 43 base64url characters; anything else is not worth a database lookup. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function readingLink(readingId: string, appUrl: string = appBaseUrl()): string {
  return `${appUrl.replace(/\/$/, "")}/r/${readingToken(readingId)}`;
}
