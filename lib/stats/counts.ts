import "server-only";

import { db, type Db } from "@/lib/db";

export interface PublicCounts {
  /** People who use the product: every account, plus every guest who paid for something. */
  seekers: number;
  /** People who have received at least one paid reading (SPEC's "seekers have found clarity"). */
  clarity: number;
}

/**
 * The social-proof numbers, counted from the database rather than written into the copy: a
 * number of customers is only shown when it is one we counted (each email once).
 */
export async function publicCounts(prisma: Db = db()): Promise<PublicCounts> {
  const [row] = await prisma.$queryRaw<{ seekers: bigint; clarity: bigint }[]>`
    SELECT
      (SELECT count(*) FROM (
         SELECT lower("email") AS email FROM "User"
         UNION
         SELECT lower("email") FROM "Order" WHERE "status" IN ('paid', 'fulfilled')
       ) AS people) AS seekers,
      (SELECT count(DISTINCT lower(o."email")) FROM "Order" o JOIN "Reading" r ON r."orderId" = o."id"
         WHERE r."status" = 'sent' AND r."kind" IN ('tarot', 'match', 'bundle')) AS clarity`;
  return { seekers: Number(row?.seekers ?? 0), clarity: Number(row?.clarity ?? 0) };
}
