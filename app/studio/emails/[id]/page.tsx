import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";

import { StudioSection } from "@/components/studio/studio-section";
import { formatUtc } from "@/lib/studio/format";
import { requireOperator } from "@/lib/studio/operator";
import { getEmail } from "@/lib/studio/queries";
import { isUrlId } from "@/lib/validations/params";

export const metadata: Metadata = { title: "Studio · Email", robots: { index: false, follow: false } };

export default async function StudioEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator();
  const { id } = await params;
  if (!isUrlId(id)) notFound();
  const message = await getEmail(operator, id);
  if (!message) notFound();
  const meta: [string, string | null][] = [
    ["From", message.from],
    ["To", message.to],
    ["Reply-To", message.replyTo],
    ["Kind", message.tag],
    ["Stored", formatUtc(message.createdAt)],
    ["Sent", message.sentAt ? formatUtc(message.sentAt) : "not sent"],
    ["Provider", `${message.provider}${message.providerId ? ` (${message.providerId})` : ""}`],
    ["Key", message.idempotencyKey],
    ["Attachments", message.attachments.join(", ") || null],
    ...Object.entries(message.headers),
  ];
  return (
    <div className="grid gap-6">
      <div>
        {message.orderId ? (
          <Link href={`/studio/orders/${message.orderId}`} className="text-primary text-sm underline-offset-2 hover:underline">
            ← The order
          </Link>
        ) : (
          <Link href="/studio/emails" className="text-primary text-sm underline-offset-2 hover:underline">
            ← Email log
          </Link>
        )}
        <h1 className="mt-3 text-2xl font-medium break-words sm:text-3xl" data-testid="email-subject">
          {message.subject}
        </h1>
      </div>
      <dl className="surface grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-1.5 p-4 text-sm sm:p-5">
        {meta
          .filter((m): m is [string, string] => Boolean(m[1]))
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
      </dl>
      <StudioSection id="email-html" title="As it was sent">
        {/* Sandboxed: the email's markup runs no script and cannot reach this page. */}
        <iframe title="Email HTML" sandbox="" srcDoc={message.html} className="h-[70vh] min-h-[32rem] w-full rounded-xl border bg-white" data-testid="email-html" />
      </StudioSection>
      <StudioSection id="email-text" title="Plain text">
        <pre className="overflow-x-auto text-sm leading-relaxed whitespace-pre-wrap" data-testid="email-text">
          {message.text}
        </pre>
      </StudioSection>
    </div>
  );
}
