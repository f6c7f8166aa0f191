import { formatDistanceToNow } from "date-fns";
import type { Metadata } from "next";

import { listContactMessages } from "@/lib/contact/list-contact-messages";

export const metadata: Metadata = { title: "Dev inbox", robots: { index: false } };

export default async function DevInboxPage() {
  const messages = await listContactMessages();
  return (
    <section>
      <h1 className="text-3xl font-medium">Team inbox</h1>
      <p className="text-muted-foreground mt-2">Messages received through the contact form, newest first.</p>
      {messages.length === 0 ? (
        <p className="surface text-muted-foreground mt-8 p-6">No messages yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4">
          {messages.map((m) => (
            <li key={m.id} className="surface p-5" data-testid="inbox-message">
              <p className="font-medium">
                {m.name} <span className="text-muted-foreground font-normal">&lt;{m.email}&gt;</span>
              </p>
              <p className="text-muted-foreground text-xs">
                {formatDistanceToNow(m.createdAt, { addSuffix: true })} · {m.forwardedAt ? "forwarded to the team" : "waiting to be forwarded"}
              </p>
              <p className="mt-3 whitespace-pre-wrap">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
