import { formatDistanceStrict } from "date-fns";

import { formatUtc } from "@/lib/studio/format";
import { cn } from "@/lib/utils";

/** When, twice: relative for a glance ("3 hours ago"), absolute in UTC for the record. */
export function TimeStamp({ date, now = new Date(), className, relativeOnly }: { date: Date | null; now?: Date; className?: string; relativeOnly?: boolean }) {
  if (!date) return <span className={cn("text-muted-foreground", className)}>—</span>;
  const relative = formatDistanceStrict(date, now, { addSuffix: true });
  return (
    <time dateTime={date.toISOString()} title={formatUtc(date)} className={className}>
      {relativeOnly ? relative : `${formatUtc(date)} · ${relative}`}
    </time>
  );
}
