import "server-only";

import { db } from "@/lib/db";

import { MATCH_REPORT_SELECT, toMatchReportDto } from "./match-report-json";
import type { MatchReportDto } from "./types";

/** The caller's compatibility reports, newest first. */
export async function listMatchReports(userId: string): Promise<MatchReportDto[]> {
  const rows = await db().matchReport.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: MATCH_REPORT_SELECT,
    take: 100,
  });
  return rows.map(toMatchReportDto);
}
