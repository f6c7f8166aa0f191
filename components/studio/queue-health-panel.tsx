import { CheckCircle2 } from "lucide-react";
import { Link } from "@/components/ui/link";

import { formatDuration, holdReasonOf } from "@/lib/studio/format";
import type { QueueHealth } from "@/lib/studio/queue-health";
import { cn } from "@/lib/utils";

import { RedStateBanner } from "./red-state-banner";
import { EmptyNote, StudioSection } from "./studio-section";
import { TimeStamp } from "./time-stamp";

function Stat({ label, value, hint, alarm, testId }: { label: string; value: React.ReactNode; hint?: React.ReactNode; alarm?: boolean; testId?: string }) {
  return (
    <div className={cn("bg-background/40 rounded-xl border p-4", alarm && "border-destructive border-2")} data-testid={testId}>
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", alarm && "text-destructive")}>{value}</dd>
      {hint ? <dd className="text-muted-foreground mt-1 text-xs">{hint}</dd> : null}
    </div>
  );
}

/**
 * The queue-health panel of the studio's overview: is the runner keeping up, how fast readings go
 * out, what waits for a person, and which paid orders are near or past the 24-hour promise.
 */
export function QueueHealthPanel({ health }: { health: QueueHealth }) {
  const { jobs, oldestWaiting, latency, held, unsent, now } = health;
  return (
    <div className="grid gap-5" data-testid="queue-health">
      {health.red ? (
        <RedStateBanner unsentCount={health.unsentCount} pastPromise={health.pastPromise} oldestAgeMs={unsent[0]?.ageMs ?? null} warningHours={health.warningHours} slaHours={health.slaHours} />
      ) : (
        <p className="surface flex items-center gap-3 p-4 text-sm" data-testid="green-state">
          <CheckCircle2 className="text-primary size-6 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">On time:</span> no paid order has waited {health.warningHours} hours for its letter.
          </span>
        </p>
      )}

      <StudioSection id="queue" title="Queue health" description={<>As of <TimeStamp date={now} now={now} />.</>}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Pending" value={jobs.pending} hint="queued, not tried yet" testId="jobs-pending" />
          <Stat label="Running" value={jobs.running} hint="claimed by a worker" testId="jobs-running" />
          <Stat label="Failed" value={jobs.failed} hint="waiting to retry" testId="jobs-failed" />
          <Stat label="Dead" value={jobs.dead} hint={jobs.dead ? "need a person: see below" : "none"} alarm={jobs.dead > 0} testId="jobs-dead" />
        </dl>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Stat
            label="Oldest waiting job"
            value={oldestWaiting ? formatDuration(oldestWaiting.ageMs) : "none"}
            hint={oldestWaiting ? `${oldestWaiting.type}, due since ${oldestWaiting.dueSince.toISOString().slice(11, 16)} UTC` : "every due job has been picked up"}
            alarm={Boolean(oldestWaiting && oldestWaiting.ageMs > 5 * 60_000)}
            testId="oldest-waiting"
          />
          <Stat
            label="Held for a person"
            value={held.count}
            hint={held.oldestSince ? <>oldest held <TimeStamp date={held.oldestSince} now={now} relativeOnly /></> : "nothing waits for review"}
            testId="held-count"
          />
        </dl>

        <h3 className="mt-6 font-sans text-sm font-semibold">Fulfilment latency, paid → sent</h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="latency">
            <caption className="sr-only">Time from payment to the reading email, for readings sent in each window</caption>
            <thead className="text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Sent in the last</th>
                <th scope="col" className="py-2 pr-3 font-medium">Readings</th>
                <th scope="col" className="py-2 pr-3 font-medium">Median</th>
                <th scope="col" className="py-2 font-medium">
                  <abbr title="95th percentile" className="no-underline sm:hidden">
                    p95
                  </abbr>
                  <span className="hidden sm:inline">95th percentile</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {latency.map((w) => (
                <tr key={w.label} className="border-t">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {w.label}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{w.sent}</td>
                  <td className="py-2 pr-3 tabular-nums">{formatDuration(w.medianMs)}</td>
                  <td className={cn("py-2 tabular-nums", w.p95Ms !== null && w.p95Ms > health.warningHours * 3600_000 && "text-destructive font-semibold")}>{formatDuration(w.p95Ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </StudioSection>

      <StudioSection
        id="late-orders"
        title={`Orders unsent after ${health.warningHours} hours`}
        description={`Paid, not sent, not being refunded. The promise is ${health.slaHours} hours.`}
      >
        {unsent.length === 0 ? (
          <EmptyNote>None. Every paid order has its letter, or is within {health.warningHours} hours of payment.</EmptyNote>
        ) : (
          <ul className="grid gap-2" data-testid="late-orders">
            {unsent.map((o) => {
              const past = o.ageMs >= health.slaHours * 3600_000;
              const reason = holdReasonOf(o.reading?.holdReason);
              return (
                <li key={o.id} className={cn("rounded-xl border p-3 text-sm", past ? "border-destructive border-2" : "border-primary/50")}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link href={`/studio/orders/${o.id}`} className="text-primary font-medium break-all underline-offset-2 hover:underline">
                      {o.email}
                    </Link>
                    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", past ? "bg-destructive text-destructive-foreground" : "bg-primary/15 text-primary")}>
                      {past ? "Past the promise" : "At risk"} · {formatDuration(o.ageMs)}
                    </span>
                  </div>
                  <p className="text-muted-foreground mt-1">
                    {o.productName} · {o.reading ? `reading ${o.reading.status}${reason ? ` (${reason.label.toLowerCase()})` : ""}` : "no reading written yet: check its job"}
                  </p>
                </li>
              );
            })}
            {health.unsentCount > unsent.length ? <li className="text-muted-foreground text-sm">…and {health.unsentCount - unsent.length} more.</li> : null}
          </ul>
        )}
      </StudioSection>
    </div>
  );
}
