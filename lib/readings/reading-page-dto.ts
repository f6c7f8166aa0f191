import "server-only";

import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personaOrDefault } from "@/lib/personas";
import { productModule } from "@/lib/products";

import type { ReadingPageDto } from "./types";

/** What a reading page reads of a Reading row (never the buyer's email, care notes or checks). */
export const READING_PAGE_SELECT = {
  orderId: true,
  persona: true,
  subject: true,
  body: true,
  data: true,
  approvedBy: true,
  deliveredAt: true,
  order: { select: { product: true, paidAt: true } },
} satisfies Prisma.ReadingSelect;

type ReadingPageRow = Prisma.ReadingGetPayload<{ select: typeof READING_PAGE_SELECT }>;

/**
 * The page's DTO, with Reading.data parsed and presented by the reading's product module. Null
 * when the product has no page (live sessions), no reading was written, or the data does not
 * parse: the caller answers 404 either way, and never shows half a reading.
 */
export async function readingPageDto(row: ReadingPageRow, viewerId: string | null): Promise<ReadingPageDto | null> {
  const product = productModule(row.order.product);
  if (!product || row.data === null) return null;
  let shown;
  try {
    shown = product.present(row.data);
  } catch (error) {
    console.error(`[readings] reading of order ${row.orderId} cannot be shown`, error);
    return null;
  }
  if (shown.page === null) return null;
  const matchReport =
    viewerId && shown.page === "couple" ? await db().matchReport.findFirst({ where: { orderId: row.orderId, userId: viewerId }, select: { id: true } }) : null;
  return {
    orderId: row.orderId,
    productName: product.name,
    page: shown.page,
    persona: personaOrDefault(row.persona).handle,
    subject: row.subject,
    body: row.body,
    cards: shown.cards ?? [],
    cardsAtHeading: shown.cardsAtHeading ?? null,
    facts: shown.facts ?? null,
    question: shown.question ?? null,
    made: {
      draw: shown.draw ?? null,
      paidAt: row.order.paidAt?.toISOString() ?? null,
      sentAt: row.deliveredAt?.toISOString() ?? null,
      reviewed: row.approvedBy !== null,
    },
    matchReportId: matchReport?.id ?? null,
  };
}
