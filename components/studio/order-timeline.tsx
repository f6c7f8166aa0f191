import { CircleDollarSign, Cog, FileText, Mail, ShieldAlert, Undo2, UserRound, ShoppingBag } from "lucide-react";
import { Link } from "@/components/ui/link";

import type { TimelineEvent } from "@/lib/studio/order-detail";
import { cn } from "@/lib/utils";

import { TimeStamp } from "./time-stamp";

const ICONS = { order: ShoppingBag, payment: CircleDollarSign, job: Cog, reading: FileText, email: Mail, audit: UserRound, alert: ShieldAlert, refund: Undo2 } as const;
const TONES = { default: "border-border", good: "border-primary/60", warn: "border-primary", bad: "border-destructive border-2" } as const;
const WORDS = { default: null, good: null, warn: null, bad: "Problem" } as const;

/** Everything that happened to an order, oldest first: payment, jobs and their runs, emails, people. */
export function OrderTimeline({ events, now }: { events: TimelineEvent[]; now: Date }) {
  return (
    <ol className="grid gap-3" data-testid="order-timeline">
      {events.map((e, i) => {
        const Icon = ICONS[e.kind];
        return (
          <li key={i} className="flex gap-3">
            <span className={cn("bg-background/60 mt-0.5 grid size-8 shrink-0 place-items-center rounded-full border", TONES[e.tone])} aria-hidden>
              <Icon className={cn("size-4", e.tone === "bad" ? "text-destructive" : "text-muted-foreground")} />
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium break-words">
                {WORDS[e.tone] ? <span className="text-destructive">{WORDS[e.tone]}: </span> : null}
                {e.href ? (
                  <Link href={e.href} className="text-primary underline-offset-2 hover:underline">
                    {e.title}
                  </Link>
                ) : (
                  e.title
                )}
              </p>
              <p className="text-muted-foreground text-xs">
                <TimeStamp date={e.at} now={now} />
                {e.actor ? <span className="break-all"> · {e.actor}</span> : null}
              </p>
              {e.detail ? <p className="text-muted-foreground mt-1 text-xs break-words whitespace-pre-wrap">{e.detail}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
