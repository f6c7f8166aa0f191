import { ArrowLeft, ExternalLink, Paperclip } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";

import { outboxMessage } from "@/lib/email/outbox";

export const metadata: Metadata = { title: "Dev outbox message", robots: { index: false } };

interface OutboxMessagePageProps {
  params: Promise<{ id: string }>;
}

export default async function DevOutboxMessagePage({ params }: OutboxMessagePageProps) {
  const { id } = await params;
  const message = await outboxMessage(id);
  if (!message) notFound();
  const meta: [string, string | null][] = [
    ["From", message.from],
    ["To", message.to],
    ["Reply-To", message.replyTo],
    ["Sent", message.sentAt ? message.sentAt.toISOString() : "not sent"],
    ["Provider", `${message.provider}${message.providerId ? ` (${message.providerId})` : ""}`],
    ["Key", message.idempotencyKey],
    ...Object.entries(message.headers),
  ];
  return (
    <article>
      <Link href="/dev/outbox" className="text-primary inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden /> Outbox
      </Link>
      <h1 className="mt-4 text-2xl font-medium sm:text-3xl" data-testid="outbox-subject">
        {message.subject}
      </h1>
      <dl className="surface mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 p-5 text-sm">
        {meta
          .filter((m): m is [string, string] => Boolean(m[1]))
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
      </dl>
      {message.attachments.length ? (
        <ul className="mt-4 flex flex-wrap gap-3 text-sm">
          {message.attachments.map((a, i) => (
            <li key={a.filename}>
              <a href={`/dev/outbox/${message.id}/attachments/${i}`} className="surface inline-flex items-center gap-2 px-3 py-1.5" data-testid="outbox-attachment">
                <Paperclip className="size-4" aria-hidden /> {a.filename}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 flex items-center justify-between gap-4">
        <h2 className="text-xl font-medium">HTML</h2>
        <a href={`/dev/outbox/${message.id}/html`} className="text-primary inline-flex items-center gap-1 text-sm" target="_blank" rel="noreferrer">
          Open on its own <ExternalLink className="size-4" aria-hidden />
        </a>
      </div>
      {/* Sandboxed: the email's markup runs no script and cannot reach this page. */}
      <iframe title="Email HTML" sandbox="" srcDoc={message.html} className="mt-3 h-[1400px] w-full rounded-xl border bg-white" data-testid="outbox-html" />
      <h2 className="mt-10 text-xl font-medium">Plain text</h2>
      <pre className="surface mt-3 overflow-x-auto p-5 text-sm leading-relaxed whitespace-pre-wrap" data-testid="outbox-text">
        {message.text}
      </pre>
    </article>
  );
}
