import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Pagination } from "@/components/studio/pagination";
import { EmptyNote, StudioSection } from "@/components/studio/studio-section";
import { TimeStamp } from "@/components/studio/time-stamp";
import { SERIES } from "@/lib/automations/series";
import { requireOperator } from "@/lib/studio/operator";
import { listSubscribers } from "@/lib/studio/queries";
import { firstParams, subscriberSearchSchema } from "@/lib/validations/studio";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Studio · Subscribers", robots: { index: false, follow: false } };

const seriesName = (type: string) => (type in SERIES ? SERIES[type as keyof typeof SERIES].name : type);

export default async function StudioSubscribersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator();
  const search = subscriberSearchSchema.parse(firstParams(await searchParams));
  const now = new Date();
  const { counts, list } = await listSubscribers(operator, search);
  const filter = (params: { series?: string; state?: string }) => {
    const qs = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();
    return qs ? `/studio/subscribers?${qs}` : "/studio/subscribers";
  };
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-medium sm:text-4xl">Free-series subscribers</h1>
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="series-counts">
        {counts.map((c) => (
          <li key={c.type} className="surface p-4">
            <p className="font-medium">{seriesName(c.type)}</p>
            <p className="mt-2 text-sm">
              <Link href={filter({ series: c.type, state: "active" })} className="underline-offset-2 hover:underline">
                <span className="text-2xl font-semibold tabular-nums">{c.active}</span> active
              </Link>
              <span className="text-muted-foreground"> · </span>
              <Link href={filter({ series: c.type, state: "unsubscribed" })} className="text-muted-foreground underline-offset-2 hover:underline">
                {c.unsubscribed} unsubscribed
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <StudioSection
        id="subscribers"
        title={search.series ? seriesName(search.series) : "Everyone"}
        description={search.state ? `${search.state} only` : "active and unsubscribed"}
        action={
          search.series || search.state ? (
            <Link href="/studio/subscribers" className="text-primary text-sm underline-offset-2 hover:underline">
              Show everyone
            </Link>
          ) : null
        }
      >
        {list.rows.length === 0 ? (
          <EmptyNote>No subscribers here yet.</EmptyNote>
        ) : (
          <ul className="grid gap-2">
            {list.rows.map((s) => (
              <li key={s.id} className={cn("bg-background/40 grid gap-1 rounded-xl border p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto]", s.unsubscribedAt && "opacity-75")}>
                <div className="min-w-0">
                  <p className="font-medium break-all">{s.email}</p>
                  <p className="text-muted-foreground">
                    {s.fullName ? `${s.fullName} · ` : ""}
                    {seriesName(s.automationType)} · {s.timezone}
                  </p>
                </div>
                <p className="text-muted-foreground text-xs sm:text-right">
                  {s.unsubscribedAt ? (
                    <span className="text-foreground font-medium">
                      Unsubscribed <TimeStamp date={s.unsubscribedAt} now={now} relativeOnly />
                    </span>
                  ) : (
                    <span className="text-foreground font-medium">Active</span>
                  )}
                  <span className="block">
                    since <TimeStamp date={s.createdAt} now={now} relativeOnly />
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination basePath="/studio/subscribers" params={{ series: search.series, state: search.state }} page={list.page} pages={list.pages} total={list.total} noun={["subscriber", "subscribers"]} />
      </StudioSection>
    </div>
  );
}
