import { z } from "zod";

import { from, storedJson } from "@/lib/db/stored-json";
import { PLANET_NAMES } from "@/lib/oracle/astro/types";
import { SIGN_NAMES } from "@/lib/oracle/astro/zodiac";
import type { ReportData } from "@/lib/oracle/blueprint";

/**
 * SoloReport's two JSON columns.
 *
 * reportData: the engine's result, stored whole and read back (never recomputed). It is what the
 * portal lists and GET /api/reports/solo returns (SPEC §3), and its summary is text the seeker
 * has read: it must not change under them when the engine improves.
 *
 * birthplace: the inputs, not the result. The chart is cast again on the blueprint page from the
 * birth data and these coordinates and zone (deterministic, about a millisecond); storing the
 * whole chart would mean a schema for every field of it, for a copy nothing reads.
 */

const position = z.object({
  planet: z.enum([...PLANET_NAMES, "North Node", "Ascendant", "Midheaven"]),
  sign: z.enum(SIGN_NAMES),
  degrees: z.number(),
});

const soloReportData = z.object({
  summary: z.string(),
  personA: z.object({
    name: z.string(),
    positions: z.array(position),
    numerology: z.object({
      lifePathNumber: z.number().int(),
      expression: z.number().int().nullable(),
      soulUrge: z.number().int().nullable(),
      personality: z.number().int().nullable(),
      birthday: z.number().int(),
      omission: z.string().nullable(),
    }),
  }),
}) satisfies z.ZodType<ReportData>;

export type SoloReportData = z.infer<typeof soloReportData>;

/** Version 1: rows written before the column was versioned; before names in any script, without `omission`. */
const soloReportDataV1 = soloReportData.extend({
  personA: soloReportData.shape.personA.extend({
    numerology: soloReportData.shape.personA.shape.numerology.extend({ omission: z.string().nullable().optional() }),
  }),
});

export const soloReportDataJson = storedJson({
  column: "SoloReport.reportData",
  version: 2,
  schema: soloReportData,
  legacy: [
    from(1, soloReportDataV1, (v1): SoloReportData => ({
      ...v1,
      personA: { ...v1.personA, numerology: { ...v1.personA.numerology, omission: v1.personA.numerology.omission ?? null } },
    })),
  ],
});

const birthplace = z.object({
  /** The atlas place's GeoNames id, when the place came from the atlas by id. */
  id: z.number().int().nullable(),
  /** For a birth time the clocks repeated: the pass chosen (absent: the earlier). */
  disambiguation: z.enum(["earlier", "later"]).optional(),
  name: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timezone: z.string().min(1),
});
export type StoredBirthplace = z.infer<typeof birthplace>;

/** Version 1: the column was `chart`, the whole computed chart; its calculation receipt holds the birthplace. */
const chartV1 = z.object({
  natal: z.object({
    receipt: z.object({
      place: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
      timezone: z.string(),
    }),
  }),
});

export const birthplaceJson = storedJson({
  column: "SoloReport.birthplace",
  version: 2,
  schema: birthplace,
  legacy: [from(1, chartV1, ({ natal: { receipt } }): StoredBirthplace => ({ id: null, ...receipt.place, timezone: receipt.timezone }))],
});

export const SOLO_REPORT_SELECT = { id: true, createdAt: true, name: true, dob: true, tob: true, pob: true, reportData: true } as const;

/** A blueprint as the portal calls return it. */
export interface SoloReportDto {
  id: string;
  createdAt: string;
  name: string;
  dob: string;
  tob: string;
  pob: string;
  reportData: SoloReportData;
}

/** A stored blueprint as the portal and GET /api/reports/solo show it; reportData is parsed, never cast. */
export function toSoloReportDto(row: { id: string; createdAt: Date; name: string; dob: string; tob: string; pob: string; reportData: unknown }): SoloReportDto {
  return { id: row.id, createdAt: row.createdAt.toISOString(), name: row.name, dob: row.dob, tob: row.tob, pob: row.pob, reportData: soloReportDataJson.parse(row.reportData) };
}
