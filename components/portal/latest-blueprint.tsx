import { ArrowUpRight } from "lucide-react";
import { Link } from "@/components/ui/link";

import { ChartWheel } from "@/components/oracle/chart-wheel";
import { Badge } from "@/components/ui/badge";
import { formatCalendarDate } from "@/lib/dates";
import { formatDegrees, KEY_PLACEMENTS } from "@/lib/portal/display";
import type { SoloReportDetail } from "@/lib/reports/get-solo-report-detail";

/** The blueprint the portal opens on: its wheel and summary first, then its key placements and a way into the whole. */
export function LatestBlueprint({ detail }: { detail: SoloReportDetail }) {
  const { report, natal } = detail;
  const born = formatCalendarDate(report.dob, "long");
  const person = report.reportData.personA;
  return (
    <section aria-labelledby="latest-blueprint-title" className="surface grid gap-6 p-5 sm:p-7 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-center" data-testid="latest-blueprint">
      <ChartWheel
        chart={natal.chart}
        idPrefix="latest"
        title={`Birth chart for ${report.name}, ${born}, ${report.tob}, ${report.pob}`}
        className="mx-auto w-full max-w-[420px]"
      />
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">Your cosmic blueprint</p>
            <h2 id="latest-blueprint-title" className="mt-1 text-2xl font-medium break-words">
              {report.name}
            </h2>
            <p className="text-muted-foreground text-sm break-words">
              {born} · {report.tob} · {report.pob}
            </p>
          </div>
          <Badge variant="glow">Life Path {person.numerology.lifePathNumber}</Badge>
        </div>
        <p className="leading-relaxed" data-testid="latest-blueprint-summary">
          {report.reportData.summary}
        </p>
        <ul className="flex flex-wrap gap-2" aria-label="Key placements">
          {person.positions.slice(0, KEY_PLACEMENTS).map((p) => (
            <li key={p.planet} className="bg-secondary rounded-full px-3 py-1 text-xs">
              <span className="font-medium">{p.planet}</span> in {p.sign} {formatDegrees(p.degrees)}
            </li>
          ))}
        </ul>
        <Link href={`/portal/blueprints/${report.id}`} className="text-primary inline-flex min-h-11 items-center gap-1 text-sm font-medium hover:underline">
          Open your full blueprint <ArrowUpRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
