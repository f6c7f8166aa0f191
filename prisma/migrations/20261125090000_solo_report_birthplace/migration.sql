-- SoloReport keeps the birthplace its chart was cast for, not the whole chart: the blueprint page
-- casts the chart again from it. Existing rows keep their stored chart under the new name; the
-- reader (lib/reports/solo-report-json.ts) takes the birthplace out of it as version 1.
ALTER TABLE "SoloReport" RENAME COLUMN "chart" TO "birthplace";
