import type { Metadata } from "next";

import { Pagination } from "@/components/studio/pagination";
import { EmptyNote } from "@/components/studio/studio-section";
import { TimeStamp } from "@/components/studio/time-stamp";
import { requireOperator } from "@/lib/studio/operator";
import { listContactMessages } from "@/lib/studio/queries";
import { firstParams, pageSearchSchema } from "@/lib/validations/studio";

export const metadata: Metadata = { title: "Studio · Messages", robots: { index: false, follow: false } };

export default async function StudioMessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator();
  const { page } = pageSearchSchema.parse(firstParams(await searchParams));
  const now = new Date();
  const result = await listContactMessages(operator, { page });
  return (
    <div>
      <h1 className="text-3xl font-medium sm:text-4xl">Contact messages</h1>
      <p className="text-muted-foreground mt-2 text-sm">From the contact form, newest first. Each is forwarded to the team inbox; reply from there.</p>
      {result.rows.length === 0 ? (
        <div className="mt-6">
          <EmptyNote>No messages yet.</EmptyNote>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3" data-testid="contact-messages">
          {result.rows.map((m) => (
            <li key={m.id} className="surface p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium break-all">
                  {m.name} <span className="text-muted-foreground font-normal">&lt;{m.email}&gt;</span>
                </p>
                <p className="text-muted-foreground text-xs">
                  <TimeStamp date={m.createdAt} now={now} relativeOnly /> · {m.forwardedAt ? "forwarded" : <span className="text-destructive font-semibold">not forwarded yet</span>}
                </p>
              </div>
              <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination basePath="/studio/messages" params={{}} page={result.page} pages={result.pages} total={result.total} noun={["message", "messages"]} />
    </div>
  );
}
