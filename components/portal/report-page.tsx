import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";

import { ChartTable } from "@/components/oracle/chart-wheel";
import { TableScroller } from "@/components/ui/table-scroller";
import type { Chart } from "@/lib/oracle/astro";
import { cn } from "@/lib/utils";

import { PrintButton } from "./print-button";

interface ReportPageProps {
  eyebrow: string;
  title: React.ReactNode;
  subtitle: React.ReactNode;
  /** Badges and figures shown beside the title, before the Print button. */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** The printable frame shared by the blueprint and compatibility views. */
export function ReportPage({ eyebrow, title, subtitle, aside, children }: ReportPageProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <Link href="/portal" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm print:hidden">
        <ArrowLeft className="size-4" aria-hidden /> Back to portal
      </Link>
      <header className="mt-6 flex flex-wrap items-end justify-between gap-5">
        <div>
          <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-medium sm:text-5xl">{title}</h1>
          <p className="text-muted-foreground mt-2">{subtitle}</p>
        </div>
        <div className="flex items-center gap-3">
          {aside}
          <PrintButton />
        </div>
      </header>
      {children}
    </article>
  );
}

/** A chart's placements table, set beside its wheel (the wheel's data for screen readers and print), in a labelled, focusable scroller. */
export function ChartTablePanel({ chart, caption, className, id }: { chart: Chart; caption: string; className?: string; id: string }) {
  const captionId = `${id}-caption`;
  return (
    <TableScroller
      labelledBy={captionId}
      className={cn(
        "[&_caption]:mb-3 [&_caption]:text-left [&_caption]:font-medium [&_td]:px-2 [&_td]:py-1.5 [&_td]:whitespace-nowrap [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left [&_th]:whitespace-nowrap [&_tr]:border-b [&_tr:last-child]:border-0",
        className,
      )}
    >
      <ChartTable chart={chart} caption={caption} captionId={captionId} />
    </TableScroller>
  );
}
