/**
 * DTOs the portal calls return (SPEC §3 Solo report, Match report). Plain JSON, no Prisma types.
 * Each is declared beside its parser (the *-report-json modules), so this file only gathers them.
 */
export type { MatchReportData, MatchReportDto } from "./match-report-json";
export type { SoloReportData, SoloReportDto } from "./solo-report-json";
