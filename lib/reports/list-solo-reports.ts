import "server-only";

import { db } from "@/lib/db";

import type { SoloReportData, SoloReportDto } from "./types";

/** The caller's blueprints, newest first. */
export async function listSoloReports(userId: string): Promise<SoloReportDto[]> {
  const rows = await db().soloReport.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, createdAt: true, name: true, dob: true, tob: true, pob: true, reportData: true },
    take: 100,
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), reportData: r.reportData as unknown as SoloReportData }));
}
