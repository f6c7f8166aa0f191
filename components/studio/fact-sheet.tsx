import type { ReadingReview } from "@/lib/studio/order-detail";

/** What the letter was written from: the cards or the facts as the email shows them, and the whole record on demand. */
export function FactSheet({ facts }: { facts: ReadingReview["facts"] }) {
  const shown = facts.shown;
  return (
    <div className="grid gap-4 text-sm" data-testid="fact-sheet">
      {facts.error ? <p className="text-destructive">The stored fact sheet could not be read as its product expects: {facts.error}</p> : null}
      {shown?.cards?.length ? (
        <ul className="grid gap-2 sm:grid-cols-3">
          {shown.cards.map((c) => (
            <li key={c.positionKey} className="bg-background/40 rounded-lg border p-3">
              <p className="text-muted-foreground text-xs tracking-wide uppercase">{c.position}</p>
              <p className="mt-0.5 font-medium">
                {c.name}
                {c.reversed ? <span className="text-muted-foreground font-normal"> (reversed)</span> : null}
              </p>
              <p className="text-muted-foreground mt-1 text-xs">{c.keywords.join(" · ")}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {shown?.facts ? (
        <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5">
          <p className="col-span-2 font-medium">{shown.facts.title}</p>
          {shown.facts.rows.map((r) => (
            <div key={r.label} className="contents">
              <dt className="text-muted-foreground">{r.label}</dt>
              <dd className="break-words">{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {shown?.invite ? (
        <p>
          Session: {shown.invite.localDate} {shown.invite.localTime} ({shown.invite.timezone}), {shown.invite.minutes} minutes.
        </p>
      ) : null}
      {facts.json ? (
        <details className="rounded-lg border">
          <summary className="focus-visible:ring-ring cursor-pointer rounded-lg px-3 py-2 font-medium outline-none focus-visible:ring-[3px]">The whole fact sheet (as stored)</summary>
          <pre className="max-h-[32rem] overflow-auto border-t p-3 text-xs leading-relaxed">{facts.json}</pre>
        </details>
      ) : (
        <p className="text-muted-foreground">No fact sheet: no reading was written for this order.</p>
      )}
    </div>
  );
}
