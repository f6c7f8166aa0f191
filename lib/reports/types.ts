/** DTOs the portal calls return (SPEC §3 Solo report, Match report). Plain JSON, no Prisma types. */
export interface Placement {
  planet: string;
  sign: string;
  degrees: number;
}

export interface SoloReportData {
  summary: string;
  personA: {
    name: string;
    positions: Placement[];
    numerology: { lifePathNumber: number; [key: string]: unknown };
  };
  [key: string]: unknown;
}

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
  reportData: { summary: string; [key: string]: unknown };
}
