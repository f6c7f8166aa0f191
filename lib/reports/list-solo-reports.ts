import "server-only";

import { db } from "@/lib/db";

import { SOLO_REPORT_SELECT, toSoloReportDto } from "./solo-report-json";
import type { SoloReportDto } from "./types";

/** The caller's blueprints, newest first. */
export async function listSoloReports(userId: string): Promise<SoloReportDto[]> {
  const rows = await db().soloReport.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: SOLO_REPORT_SELECT,
    take: 100,
  });
  return rows.map(toSoloReportDto);
}
