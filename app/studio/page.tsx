import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { PostButton } from "@/components/studio/post-button";
import { QueueHealthPanel } from "@/components/studio/queue-health-panel";
import { EmptyNote, StudioSection } from "@/components/studio/studio-section";
import { TextActionDialog } from "@/components/studio/text-action-dialog";
import { TimeStamp } from "@/components/studio/time-stamp";
import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";
import { holdReasonOf } from "@/lib/studio/format";
import { requireOperator } from "@/lib/studio/operator";
import { listDeadJobs, listHeldReadings, listOpenAlerts } from "@/lib/studio/queries";
import { getQueueHealth } from "@/lib/studio/queue-health";

export const metadata: Metadata = { title: "Studio", robots: { index: false, follow: false } };

const REVIEW_MODES = {
  flagged: "flagged questions wait for a person",
  all: "every reading waits for a person",
  off: "readings go out unless the checks hold them",
} as const;

export default async function StudioOverviewPage() {
  const operator = await requireOperator();
  const now = new Date();
  const [health, held, alerts, dead] = await Promise.all([getQueueHealth(operator, { now }), listHeldReadings(operator, { limit: 5 }), listOpenAlerts(operator), listDeadJobs(operator)]);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-medium sm:text-4xl">Overview</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Review mode <span className="text-foreground font-medium">READING_REVIEW={env.READING_REVIEW}</span>: {REVIEW_MODES[env.READING_REVIEW]}. Crisis questions and letters that fail the checks are always held.
        </p>
      </div>

      <QueueHealthPanel health={health} />

      <div className="grid gap-6 lg:grid-cols-2">
        <StudioSection
          id="held"
          title="Waiting for a person"
          description={`${health.held.count} held, oldest first.`}
          action={
            <Button asChild variant="outline" size="sm">
              <Link href="/studio/review">All held readings</Link>
            </Button>
          }
        >
          {held.length === 0 ? (
            <EmptyNote>Nothing waits for review.</EmptyNote>
          ) : (
            <ul className="grid gap-2">
              {held.map((r) => (
                <li key={r.orderId}>
                  <Link href={`/studio/orders/${r.orderId}`} className="surface-interactive bg-background/40 block rounded-xl border p-3 text-sm">
                    <span className="block font-medium break-all">{r.email}</span>
                    <span className="text-muted-foreground block">
                      {r.productName} · {holdReasonOf(r.holdReason)?.label ?? "held"} · held <TimeStamp date={r.heldSince} now={now} relativeOnly />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </StudioSection>

        <StudioSection id="alerts" title="Open alerts" description="Raised by the system; each was emailed to the team once.">
          {alerts.length === 0 ? (
            <EmptyNote>No open alerts.</EmptyNote>
          ) : (
            <ul className="grid gap-3" data-testid="alerts">
              {alerts.map((a) => (
                <li key={a.id} className="bg-background/40 rounded-xl border p-3 text-sm">
                  <p className="font-medium">{a.kind}</p>
                  <p className="text-muted-foreground mt-1 break-words">{a.message}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <span className="text-muted-foreground text-xs">
                      <TimeStamp date={a.createdAt} now={now} relativeOnly />
                    </span>
                    {a.isOrder ? (
                      <Button asChild variant="ghost" size="sm">
                        <Link href={`/studio/orders/${a.subjectId}`}>Open the order</Link>
                      </Button>
                    ) : null}
                    <TextActionDialog
                      action="resolve"
                      path={`/api/studio/alerts/${encodeURIComponent(a.id)}/resolve`}
                      trigger="Resolve"
                      title="Resolve this alert?"
                      description={a.message}
                      fieldLabel="Note (optional)"
                      confirmLabel="Resolve"
                      success="Alert resolved."
                      failure="Not resolved"
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </StudioSection>
      </div>

      <StudioSection id="dead-jobs" title="Dead jobs" description="Out of attempts or failed for good. Retrying gives a job three more attempts.">
        {dead.length === 0 ? (
          <EmptyNote>No dead jobs.</EmptyNote>
        ) : (
          <ul className="grid gap-3" data-testid="dead-jobs">
            {dead.map((j) => (
              <li key={j.id} className="border-destructive/60 bg-background/40 rounded-xl border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">
                    {j.type} <span className="text-muted-foreground font-normal">after {j.attempts} attempts</span>
                  </p>
                  <div className="flex gap-2">
                    {j.orderId ? (
                      <Button asChild variant="ghost" size="sm">
                        <Link href={`/studio/orders/${j.orderId}`}>Order</Link>
                      </Button>
                    ) : null}
                    <PostButton path={`/api/studio/jobs/${encodeURIComponent(j.id)}/retry`} label="Retry" pendingLabel="Retrying…" success="Queued again." failure="Not retried" />
                  </div>
                </div>
                {j.lastError ? <p className="text-muted-foreground mt-1 font-mono text-xs break-words">{j.lastError}</p> : null}
                <p className="text-muted-foreground mt-1 text-xs">
                  Died <TimeStamp date={j.updatedAt} now={now} relativeOnly />
                </p>
              </li>
            ))}
          </ul>
        )}
      </StudioSection>
    </div>
  );
}
