import "server-only";

import { db } from "@/lib/db";

import { READING_PAGE_SELECT, readingPageDto } from "./reading-page-dto";
import type { ReadingPageDto } from "./types";

/**
 * The reading of one of the user's own orders, once it has been sent; null for anything else
 * (someone else's order, an unknown id, a reading held, approved but not yet sent, or withdrawn),
 * so the page answers the same 404 whatever the reason.
 */
export async function getOwnedReading(userId: string, orderId: string): Promise<ReadingPageDto | null> {
  if (!orderId || orderId.length > 64) return null;
  const row = await db().reading.findFirst({ where: { orderId, status: "sent", order: { userId } }, select: READING_PAGE_SELECT });
  return row ? readingPageDto(row, userId) : null;
}
