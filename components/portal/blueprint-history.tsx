import { ArrowUpRight } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Badge } from "@/components/ui/badge";
import { formatDegrees, KEY_PLACEMENTS, truncate, BLUEPRINT_SUMMARY_LIMIT } from "@/lib/portal/display";
import type { SoloReportDto } from "@/lib/reports/types";

import { EmptyState } from "./portal-section";

export function BlueprintHistory({ reports }: { reports: SoloReportDto[] }) {
  if (!reports.length) return <EmptyState>No blueprints yet. Generate your first above and it will appear here.</EmptyState>;
  return (
    <ol className="grid gap-4" data-testid="blueprint-history">
      {reports.map((r) => (
        <li key={r.id} className="bg-background/40 rounded-xl border p-5" data-testid="blueprint-item">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="text-lg font-medium">{r.reportData.personA.name}</h3>
              <p className="text-muted-foreground text-xs">
                {r.dob} · {r.tob} · {r.pob}
              </p>
            </div>
            <Badge variant="glow" data-testid="life-path-badge">
              Life Path {r.reportData.personA.numerology.lifePathNumber}
            </Badge>
          </div>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Key placements">
            {r.reportData.personA.positions.slice(0, KEY_PLACEMENTS).map((p) => (
              <li key={p.planet} className="bg-secondary rounded-full px-3 py-1 text-xs">
                <span className="font-medium">{p.planet}</span> in {p.sign} {formatDegrees(p.degrees)}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground mt-4 text-sm leading-relaxed">{truncate(r.reportData.summary, BLUEPRINT_SUMMARY_LIMIT)}</p>
          <Link href={`/portal/blueprints/${r.id}`} className="text-primary mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium hover:underline">
            Open full blueprint <ArrowUpRight className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ol>
  );
}
