import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { EmptyNote } from "@/components/studio/studio-section";
import { TimeStamp } from "@/components/studio/time-stamp";
import { formatDuration, holdReasonOf } from "@/lib/studio/format";
import { requireOperator } from "@/lib/studio/operator";
import { listHeldReadings } from "@/lib/studio/queries";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Studio · Review", robots: { index: false, follow: false } };

const HOUR = 3600_000;

export default async function StudioReviewPage() {
  const operator = await requireOperator();
  const now = new Date();
  const held = await listHeldReadings(operator);
  return (
    <div>
      <h1 className="text-3xl font-medium sm:text-4xl">Waiting for a person</h1>
      <p className="text-muted-foreground mt-2 text-sm">Held readings, oldest payment first: read each one, edit it if it needs it, then approve it, send the crisis letter or refund.</p>
      {held.length === 0 ? (
        <div className="mt-6">
          <EmptyNote>Nothing waits for review.</EmptyNote>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3" data-testid="held-readings">
          {held.map((r) => {
            const age = r.paidAt ? now.getTime() - r.paidAt.getTime() : null;
            const reason = holdReasonOf(r.holdReason);
            return (
              <li key={r.orderId}>
                <Link
                  href={`/studio/orders/${r.orderId}`}
                  className={cn("surface surface-interactive grid gap-1 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center", age !== null && age >= 20 * HOUR && "border-destructive border-2")}
                  data-testid="held-reading"
                >
                  <span className="min-w-0">
                    <span className="block font-medium break-all">{r.email}</span>
                    <span className="text-muted-foreground block">
                      {r.productName} · {reason?.label ?? "held"}
                      {r.careLevel && r.careLevel !== "plain" && r.holdReason !== "care-flag" ? ` · ${r.careLevel} question` : ""}
                      {r.hasDraft ? "" : " · no draft"}
                    </span>
                  </span>
                  <span className="text-muted-foreground text-xs sm:text-right">
                    {age !== null ? (
                      <>
                        paid {formatDuration(age)} ago{age >= 20 * HOUR ? <span className="text-destructive font-semibold"> · late</span> : null}
                      </>
                    ) : null}
                    <br />
                    held <TimeStamp date={r.heldSince} now={now} relativeOnly />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
