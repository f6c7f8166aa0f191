import { formatDistanceToNow } from "date-fns";
import { Paperclip } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Badge } from "@/components/ui/badge";
import { listOutbox } from "@/lib/email/outbox";

export const metadata: Metadata = { title: "Dev outbox", robots: { index: false } };

interface OutboxPageProps {
  searchParams: Promise<{ to?: string }>;
}

export default async function DevOutboxPage({ searchParams }: OutboxPageProps) {
  const { to } = await searchParams;
  const messages = await listOutbox({ to });
  return (
    <section>
      <h1 className="text-3xl font-medium">Outbox</h1>
      <p className="text-muted-foreground mt-2">
        Every email the app has sent{to ? ` to ${to}` : ""}, newest first. Without RESEND_API_KEY nothing leaves this machine: this is the delivery.
      </p>
      {messages.length === 0 ? (
        <p className="surface text-muted-foreground mt-8 p-6">No emails yet.</p>
      ) : (
        <ul className="mt-8 grid gap-3">
          {messages.map((m) => (
            <li key={m.id}>
              <Link href={`/dev/outbox/${m.id}`} className="surface surface-interactive block p-5" data-testid="outbox-message">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant="glow">{m.tag}</Badge>
                  <span className="text-muted-foreground text-xs">
                    {m.sentAt ? `sent ${formatDistanceToNow(m.sentAt, { addSuffix: true })}` : "not sent yet"} · {m.provider}
                  </span>
                  {m.attachments.length ? (
                    <span className="text-muted-foreground inline-flex items-center gap-1 text-xs">
                      <Paperclip className="size-3" aria-hidden /> {m.attachments.join(", ")}
                    </span>
                  ) : null}
                </span>
                <span className="mt-2 block font-medium">{m.subject}</span>
                <span className="text-muted-foreground mt-1 block text-sm break-all">
                  {m.from} → {m.to}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
