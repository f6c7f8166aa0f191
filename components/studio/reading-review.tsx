import { ReadingBody } from "@/components/readings/reading-body";
import { formatUtc, holdReasonOf } from "@/lib/studio/format";
import type { OrderDetail } from "@/lib/studio/order-detail";

import { CareSummary } from "./care-summary";
import { CrisisLetterDialog } from "./crisis-letter-dialog";
import { FactSheet } from "./fact-sheet";
import { ReadingEditor } from "./reading-editor";
import { ReadingStatusBadge } from "./status-badge";
import { EmptyNote, StudioSection } from "./studio-section";
import { TextActionDialog } from "./text-action-dialog";

const CHECK_WORDS: Record<string, string> = {
  prediction: "predicts an outcome",
  directive: "tells them what to do",
  certainty: "claims certainty",
  verdict: "gives a yes/no verdict",
  "invented-card": "names a card not drawn",
  "invented-sign": "names a sign not in the charts",
  "invented-placement": "states a placement not in the charts",
  "invented-house": "states a house not in the charts",
  "invented-number": "states a number not computed",
  "echoed-question": "repeats the question beyond the one quote",
  "missing-professional": "does not name the professional the topic needs",
  "crisis-reading": "reads cards for a crisis",
  "missing-part": "lacks a part it must have",
  "unknown-citation": "cites a fact the sheet does not have",
};

/**
 * A reading as a person reviews it: the question in the buyer's words, how the care layer read it
 * and why the reading waits, what the content check found, the fact sheet it was written from,
 * and the letter itself (editable while held), with what can be done instead of approving.
 */
export function ReadingReviewPanel({ order }: { order: OrderDetail }) {
  const reading = order.reading;
  const reason = holdReasonOf(reading?.holdReason);
  const held = reading?.status === "held";
  const crisis = reading?.holdReason === "crisis";
  const payable = (order.status === "paid" || order.status === "fulfilled") && !order.refundRequestedAt;

  return (
    <div className="grid gap-5">
      <StudioSection
        id="question"
        title="The question"
        action={reading ? <ReadingStatusBadge status={reading.status} /> : null}
        description={reason ? <span data-testid="hold-reason"><span className="text-foreground font-medium">{reason.label}.</span> {reason.explanation}</span> : undefined}
      >
        {order.buyerWords.length ? (
          <div className="grid gap-3">
            {order.buyerWords.map((w, i) => (
              <figure key={i}>
                <figcaption className="text-muted-foreground text-xs tracking-wide uppercase">{w.label}</figcaption>
                <blockquote className="font-display mt-1 text-lg leading-relaxed break-words" data-testid="buyer-words">
                  &ldquo;{w.text}&rdquo;
                </blockquote>
              </figure>
            ))}
          </div>
        ) : (
          <EmptyNote>This product asks the buyer for no words of their own.</EmptyNote>
        )}
        <h3 className="mt-6 font-sans text-sm font-semibold">Care classification</h3>
        <div className="mt-2">
          <CareSummary care={reading?.care ?? order.checkoutCare} error={reading?.careError} />
        </div>
        {reading?.checks.length ? (
          <>
            <h3 className="mt-6 font-sans text-sm font-semibold">Content check</h3>
            <ol className="mt-2 grid gap-2 text-sm">
              {reading.checks.map((a, i) => (
                <li key={i} className="bg-background/40 rounded-lg border px-3 py-2">
                  <p>
                    Attempt {i + 1} by {a.writer}
                    {a.at ? ` at ${formatUtc(a.at)}` : ""}: {a.problems.length ? <span className="text-destructive font-medium">{a.problems.length} problem{a.problems.length === 1 ? "" : "s"}</span> : "passed"}
                  </p>
                  {a.problems.length ? (
                    <ul className="text-muted-foreground mt-1 grid gap-1">
                      {a.problems.map((p, j) => (
                        <li key={j}>
                          <span className="text-foreground">{CHECK_WORDS[p.code] ?? p.code}</span>: {p.detail}
                          {p.excerpt ? <> (&ldquo;{p.excerpt}&rdquo;)</> : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </StudioSection>

      {reading ? (
        <StudioSection id="fact-sheet" title="Fact sheet" description="What the letter was written from, as the email shows it.">
          <FactSheet facts={reading.facts} />
        </StudioSection>
      ) : null}

      <StudioSection
        id="letter"
        title={reading?.subject || "The letter"}
        description={
          reading ? (
            <>
              Written by {reading.writer}
              {reading.editedAt ? `, edited ${formatUtc(reading.editedAt)}` : ""}
              {reading.approvedBy ? `, approved by ${reading.approvedBy}${reading.approvedAt ? ` at ${formatUtc(reading.approvedAt)}` : ""}` : ""}
              {reading.deliveredAt ? `, sent ${formatUtc(reading.deliveredAt)}` : ""}.
            </>
          ) : undefined
        }
      >
        {!reading ? (
          <EmptyNote>No reading yet: the fulfilment job has not written one. Its runs are in the timeline.</EmptyNote>
        ) : held && !crisis ? (
          <ReadingEditor key={reading.version} orderId={order.id} email={order.email} body={reading.body} version={reading.version} canApprove={payable && reading.body.trim().length > 0} />
        ) : reading.body.trim() ? (
          <div className="bg-background/50 rounded-xl border p-4 sm:p-7" data-testid="reading-letter">
            {reading.status === "withdrawn" ? <p className="text-destructive mb-4 text-sm font-medium">Withdrawn: this letter was never sent and never will be.</p> : null}
            <ReadingBody source={reading.body} />
          </div>
        ) : (
          <EmptyNote>{crisis ? "No reading was written: the buyer's words read as a crisis, and the care letter went instead." : "No letter was written for this order."}</EmptyNote>
        )}

        {held ? (
          <div className="mt-5 flex flex-col gap-3 border-t pt-5 sm:flex-row sm:flex-wrap sm:items-center">
            {crisis ? (
              <TextActionDialog
                action="close"
                path={`/api/studio/readings/${encodeURIComponent(order.id)}/close`}
                trigger="Mark the follow-up done"
                title="Close this crisis order?"
                description="Do this once a person has followed up with the buyer. The record is withdrawn and the crisis alert resolved. The order must be refunded first."
                fieldLabel="How was it followed up?"
                confirmLabel="Close it"
                success="Closed. The crisis alert is resolved."
                failure="Not closed"
                testId="close-crisis"
              />
            ) : (
              <CrisisLetterDialog orderId={order.id} email={order.email} />
            )}
            <p className="text-muted-foreground text-xs">To refund instead, use Refund in the order&apos;s actions; the reading is withdrawn with it.</p>
          </div>
        ) : null}
      </StudioSection>
    </div>
  );
}
