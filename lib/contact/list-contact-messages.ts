import "server-only";

import { db } from "@/lib/db";

/** The latest messages sent to the team (dev inbox). */
export async function listContactMessages(limit = 50) {
  return db().contactMessage.findMany({ orderBy: { createdAt: "desc" }, take: limit });
}
