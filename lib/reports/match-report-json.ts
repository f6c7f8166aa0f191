import { z } from "zod";

import { from, storedJson } from "@/lib/db/stored-json";


/**
 * MatchReport.reportData: what the portal's compatibility list shows, copied from the reading's
 * fact sheet when the letter is delivered (lib/delivery/deliver-reading.ts) and read back, never
 * recomputed: the list must say what the letter said. The full report page reads the reading
 * itself (Reading.data, parsed by the product's module).
 */
const matchReportData = z.object({
  /** A few sentences about the two. */
  summary: z.string(),
  /** The synastry score, 0–100; null on reports whose reading had none. */
  score: z.number().min(0).max(100).nullable(),
});
export type MatchReportData = z.infer<typeof matchReportData>;

/** Version 1: before the column was versioned, it also kept the reading's id, which nothing read (the order links them). */
const matchReportDataV1 = z.object({ summary: z.string(), score: z.number().nullable().optional(), readingId: z.string().optional() });

export const matchReportDataJson = storedJson({
  column: "MatchReport.reportData",
  version: 2,
  schema: matchReportData,
  legacy: [from(1, matchReportDataV1, ({ summary, score }): MatchReportData => ({ summary, score: score ?? null }))],
});

export const MATCH_REPORT_SELECT = { id: true, createdAt: true, partnerName: true, partnerDob: true, partnerTob: true, partnerPob: true, deliveredAt: true, reportData: true } as const;

/** A compatibility report as the portal calls return it. */
export interface MatchReportDto {
  id: string;
  createdAt: string;
  partnerName: string;
  partnerDob: string;
  partnerTob: string;
  partnerPob: string;
  deliveredAt: string | null;
  reportData: MatchReportData;
}

/** A stored compatibility report as the portal and GET /api/reports/match show it; reportData is parsed, never cast. */
export function toMatchReportDto(row: { id: string; createdAt: Date; partnerName: string; partnerDob: string; partnerTob: string; partnerPob: string; deliveredAt: Date | null; reportData: unknown }): MatchReportDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    partnerName: row.partnerName,
    partnerDob: row.partnerDob,
    partnerTob: row.partnerTob,
    partnerPob: row.partnerPob,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    reportData: matchReportDataJson.parse(row.reportData),
  };
}
