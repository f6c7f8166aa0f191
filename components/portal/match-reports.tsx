import { ArrowUpRight, HeartHandshake } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Badge } from "@/components/ui/badge";
import { MATCH_SUMMARY_LIMIT, truncate } from "@/lib/portal/display";
import type { MatchReportDto } from "@/lib/reports/types";

import { EmptyState } from "./portal-section";

export function MatchReports({ reports }: { reports: MatchReportDto[] }) {
  if (!reports.length) {
    return (
      <EmptyState>
        No compatibility reports yet. A couples report compares both charts and both sets of numbers.
        <Link href="/readings" className="text-primary focus-visible:ring-ring mt-1 block rounded-sm text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] max-sm:h-11">
          Explore the compatibility report
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4" data-testid="match-reports">
      {reports.map((r) => (
        <li key={r.id} className="bg-background/40 rounded-xl border p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex items-center gap-3">
              <HeartHandshake className="text-primary size-5" aria-hidden />
              <div>
                <h3 className="text-lg font-medium">You &amp; {r.partnerName}</h3>
                <p className="text-muted-foreground text-xs">
                  {r.partnerDob} · {r.partnerTob} · {r.partnerPob}
                </p>
              </div>
            </div>
            {r.deliveredAt ? <Badge variant="glow">Delivered</Badge> : null}
          </div>
          <p className="text-muted-foreground mt-4 text-sm leading-relaxed">{truncate(r.reportData.summary, MATCH_SUMMARY_LIMIT)}</p>
          <Link href={`/portal/matches/${r.id}`} className="text-primary mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium hover:underline">
            Open compatibility view <ArrowUpRight className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
