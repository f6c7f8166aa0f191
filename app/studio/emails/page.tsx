import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Pagination } from "@/components/studio/pagination";
import { EmptyNote } from "@/components/studio/studio-section";
import { TimeStamp } from "@/components/studio/time-stamp";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requireOperator } from "@/lib/studio/operator";
import { listEmails } from "@/lib/studio/queries";
import { emailSearchSchema, firstParams } from "@/lib/validations/studio";

export const metadata: Metadata = { title: "Studio · Emails", robots: { index: false, follow: false } };

const selectClass = "border-input bg-background/60 focus-visible:border-ring focus-visible:ring-ring/40 h-11 rounded-lg border px-3 text-base outline-none focus-visible:ring-[3px] md:text-sm";

export default async function StudioEmailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator();
  const search = emailSearchSchema.parse(firstParams(await searchParams));
  const now = new Date();
  const result = await listEmails(operator, search);
  return (
    <div>
      <h1 className="text-3xl font-medium sm:text-4xl">Email log</h1>
      <p className="text-muted-foreground mt-2 text-sm">Every message the app stored, newest first, with the provider that took it. A message stored but never sent failed at the provider: its job retries it.</p>
      <form method="get" action="/studio/emails" role="search" className="surface mt-6 grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          Search
          <Input type="search" name="q" defaultValue={search.q ?? ""} placeholder="Recipient, subject or order id" autoComplete="off" />
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Kind
          <select name="tag" defaultValue={search.tag ?? ""} className={selectClass}>
            <option value="">Any kind</option>
            {result.tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>
      {result.rows.length === 0 ? (
        <div className="mt-6">
          <EmptyNote>No emails match.</EmptyNote>
        </div>
      ) : (
        <ul className="mt-6 grid gap-2" data-testid="email-log">
          {result.rows.map((m) => (
            <li key={m.id} className="surface grid gap-1 p-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
              <div className="min-w-0">
                <Link href={`/studio/emails/${m.id}`} className="text-primary font-medium break-words underline-offset-2 hover:underline">
                  {m.subject}
                </Link>
                <p className="text-muted-foreground mt-0.5 break-all">
                  {m.tag} · to {m.to}
                  {m.orderId ? (
                    <>
                      {" · "}
                      <Link href={`/studio/orders/${m.orderId}`} className="underline-offset-2 hover:underline">
                        order
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>
              <p className="text-xs sm:text-right">
                {m.sentAt ? (
                  <span>
                    Sent via {m.provider}
                    {m.providerId ? <span className="text-muted-foreground block break-all">{m.providerId}</span> : null}
                  </span>
                ) : (
                  <span className="text-destructive font-semibold">Not sent ({m.provider})</span>
                )}
                <span className="text-muted-foreground block">
                  <TimeStamp date={m.sentAt ?? m.createdAt} now={now} relativeOnly />
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination basePath="/studio/emails" params={{ q: search.q, tag: search.tag }} page={result.page} pages={result.pages} total={result.total} noun={["email", "emails"]} />
    </div>
  );
}
