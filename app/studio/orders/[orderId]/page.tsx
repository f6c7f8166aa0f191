import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";

import { OrderTimeline } from "@/components/studio/order-timeline";
import { PostButton } from "@/components/studio/post-button";
import { ReadingReviewPanel } from "@/components/studio/reading-review";
import { JobStatusBadge, OrderStatusBadge } from "@/components/studio/status-badge";
import { EmptyNote, StudioSection } from "@/components/studio/studio-section";
import { TextActionDialog } from "@/components/studio/text-action-dialog";
import { TimeStamp } from "@/components/studio/time-stamp";
import { formatUtc } from "@/lib/studio/format";
import { requireOperator } from "@/lib/studio/operator";
import { getOrderDetail } from "@/lib/studio/order-detail";
import { isUrlId } from "@/lib/validations/params";

export const metadata: Metadata = { title: "Studio · Order", robots: { index: false, follow: false } };

export default async function StudioOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const operator = await requireOperator();
  const { orderId } = await params;
  if (!isUrlId(orderId)) notFound();
  const order = await getOrderDetail(operator, orderId);
  if (!order) notFound();
  const now = new Date();
  const facts: [string, React.ReactNode][] = [
    ["Order", <span key="id" className="font-mono text-xs break-all">{order.id}</span>],
    ["Product", order.productName],
    ["Amount", order.amountLabel],
    ["Provider", order.provider],
    ["Payment", order.paymentRef ? <span key="ref" className="font-mono text-xs break-all">{order.paymentRef}</span> : "—"],
    ["Account", order.account ?? "guest"],
    ["Created", <TimeStamp key="c" date={order.createdAt} now={now} />],
    ["Paid", <TimeStamp key="p" date={order.paidAt} now={now} />],
    ["Fulfilled", <TimeStamp key="f" date={order.fulfilledAt} now={now} />],
    ...(order.refundRequestedAt ? ([["Refund asked", formatUtc(order.refundRequestedAt)]] as [string, React.ReactNode][]) : []),
    ...(order.refundedAt ? ([["Refunded", formatUtc(order.refundedAt)]] as [string, React.ReactNode][]) : []),
  ];
  const resendable = order.emails.filter((m) => m.resendable);
  const deadJobs = order.jobs.filter((j) => j.status === "dead");

  return (
    <div>
      <Link href="/studio/orders" className="text-primary text-sm underline-offset-2 hover:underline">
        ← Orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-medium break-all sm:text-3xl" data-testid="order-email">
          {order.email}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>

      {/* Phones: the reading, then the order and its actions, then the timeline. Wide screens: the
          reading and the timeline on the left, the order and its actions beside them. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="grid min-w-0 content-start gap-6 lg:col-start-1 lg:row-start-1">
          <ReadingReviewPanel order={order} />
        </div>

        <aside className="grid min-w-0 content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Order">
          <StudioSection id="order-facts" title="Order">
            <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
              {facts.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-foreground">{k}</dt>
                  <dd className="min-w-0">{v}</dd>
                </div>
              ))}
            </dl>
          </StudioSection>

          <StudioSection id="actions" title="Actions">
            <div className="grid gap-5 text-sm">
              <div>
                <h3 className="font-sans font-semibold">Refund</h3>
                {order.refundable ? (
                  <div className="mt-2">
                    <TextActionDialog
                      action="refund"
                      path={`/api/studio/orders/${encodeURIComponent(order.id)}/refund`}
                      trigger={`Refund ${order.amountLabel}…`}
                      title={`Refund ${order.amountLabel} to ${order.email}?`}
                      description={`The full amount goes back through ${order.provider === "stripe" ? "Stripe" : "the dev payment provider"}, once. A reading not yet sent is withdrawn and never goes out. This cannot be undone.`}
                      fieldLabel="Reason (kept in the audit log)"
                      confirmLabel={`Refund ${order.amountLabel}`}
                      destructive
                      success="Refund requested. The order is marked refunded when the provider confirms."
                      failure="Not refunded"
                      triggerVariant="destructive"
                      testId="refund-order"
                    />
                  </div>
                ) : (
                  <p className="text-muted-foreground mt-1">
                    {order.refundedAt ? "Refunded." : order.refundRequestedAt ? "A refund was requested; waiting for the provider to confirm it." : `Nothing to refund: the order is ${order.status}.`}
                  </p>
                )}
              </div>

              <div>
                <h3 className="font-sans font-semibold">Emails to the buyer</h3>
                {resendable.length === 0 ? (
                  <p className="text-muted-foreground mt-1">None sent yet.</p>
                ) : (
                  <ul className="mt-2 grid gap-2">
                    {resendable.map((m) => (
                      <li key={m.id} className="bg-background/40 rounded-lg border p-3">
                        <Link href={`/studio/emails/${m.id}`} className="text-primary font-medium break-words underline-offset-2 hover:underline">
                          {m.subject}
                        </Link>
                        <p className="text-muted-foreground mt-0.5 text-xs break-all">
                          {m.tag} · {m.idempotencyKey} · {formatUtc(m.sentAt)}
                        </p>
                        <div className="mt-2">
                          <PostButton
                            path={`/api/studio/orders/${encodeURIComponent(order.id)}/resend`}
                            body={{ messageId: m.id }}
                            label="Resend"
                            pendingLabel="Resending…"
                            success={`Sent again to ${m.to}.`}
                            failure="Not resent"
                            confirm={{ title: "Send this email again?", description: <>The same content goes to <span className="text-foreground font-medium">{m.to}</span> as a new message, recorded in the timeline.</>, action: "Resend it" }}
                            testId="resend-email"
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </div>

              <div>
                <h3 className="font-sans font-semibold">Jobs</h3>
                {order.jobs.length === 0 ? (
                  <p className="text-muted-foreground mt-1">None.</p>
                ) : (
                  <ul className="mt-2 grid gap-2">
                    {order.jobs.map((j) => (
                      <li key={j.id} className="bg-background/40 rounded-lg border p-3">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <span className="font-medium">{j.type}</span>
                          <JobStatusBadge status={j.status} />
                        </div>
                        <p className="text-muted-foreground mt-0.5 text-xs">
                          {j.attempts}/{j.maxAttempts} attempts
                          {j.status === "queued" ? ` · runs ${formatUtc(j.runAt)}` : ""}
                        </p>
                        {j.lastError ? <p className="text-muted-foreground mt-1 font-mono text-xs break-words">{j.lastError}</p> : null}
                        {j.status === "dead" ? (
                          <div className="mt-2">
                            <PostButton path={`/api/studio/jobs/${encodeURIComponent(j.id)}/retry`} label="Retry" pendingLabel="Retrying…" success="Queued again." failure="Not retried" testId="retry-job" />
                          </div>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
                {deadJobs.length ? <p className="text-destructive mt-2 text-xs font-medium">{deadJobs.length} dead: retry once the cause is fixed, or refund.</p> : null}
              </div>

              {order.alerts.length ? (
                <div>
                  <h3 className="font-sans font-semibold">Alerts</h3>
                  <ul className="mt-2 grid gap-2">
                    {order.alerts.map((a) => (
                      <li key={a.id} className="bg-background/40 rounded-lg border p-3">
                        <p className="font-medium">
                          {a.kind} {a.resolvedAt ? <span className="text-muted-foreground font-normal">(resolved)</span> : null}
                        </p>
                        <p className="text-muted-foreground mt-0.5 text-xs break-words">{a.message}</p>
                        {!a.resolvedAt ? (
                          <div className="mt-2">
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
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {order.emails.length === 0 && order.jobs.length === 0 ? <EmptyNote>Nothing has happened to this order yet.</EmptyNote> : null}
            </div>
          </StudioSection>
        </aside>
        <StudioSection id="timeline" title="Timeline" description="Everything that happened to this order, oldest first." className="lg:col-start-1 lg:row-start-2">
          <OrderTimeline events={order.timeline} now={now} />
        </StudioSection>
      </div>
    </div>
  );
}
