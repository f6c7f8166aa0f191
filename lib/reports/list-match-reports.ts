import "server-only";

import { db } from "@/lib/db";

import type { MatchReportDto } from "./types";

/** The caller's compatibility reports, newest first. */
export async function listMatchReports(userId: string): Promise<MatchReportDto[]> {
  const rows = await db().matchReport.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, createdAt: true, partnerName: true, partnerDob: true, partnerTob: true, partnerPob: true, deliveredAt: true, reportData: true },
    take: 100,
  });
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    reportData: r.reportData as MatchReportDto["reportData"],
  }));
}
