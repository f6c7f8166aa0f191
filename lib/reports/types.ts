/** DTOs the portal calls return (SPEC §3 Solo report, Match report). Plain JSON, no Prisma types. */
import type { MatchReportData } from "./match-report-json";
import type { SoloReportData } from "./solo-report-json";

export type { MatchReportData, SoloReportData };

export interface SoloReportDto {
  id: string;
  createdAt: string;
  name: string;
  dob: string;
  tob: string;
  pob: string;
  reportData: SoloReportData;
}

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
