import "server-only";

import { db } from "@/lib/db";
import { isWellFormedToken, tokenHash } from "@/lib/delivery/reading-link";

import { READING_PAGE_SELECT, readingPageDto } from "./reading-page-dto";
import type { ReadingPageDto } from "./types";

/**
 * The reading a private link opens (lib/delivery/reading-link.ts): the one whose stored hash is
 * the token's, once it has been sent. Null for a malformed or unknown token and for a reading
 * that is not (or no longer) shown. `viewerId`, when someone is signed in, only decides whether
 * the page links to their own compatibility view; the token alone grants the reading.
 */
export async function getReadingByToken(token: string, viewerId: string | null = null): Promise<ReadingPageDto | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await db().reading.findFirst({ where: { accessTokenHash: tokenHash(token), status: "sent" }, select: READING_PAGE_SELECT });
  return row ? readingPageDto(row, viewerId) : null;
}
