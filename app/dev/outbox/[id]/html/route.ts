import { devProvidersEnabled } from "@/lib/env";
import { outboxMessage } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

// GET /dev/outbox/{id}/html – one outbox email's HTML on its own page, as a mail client would show it (dev providers only).
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!devProvidersEnabled()) return new Response("Not found", { status: 404 });
  const message = await outboxMessage((await params).id);
  if (!message) return new Response("Not found", { status: 404 });
  return new Response(message.html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      // Email HTML is data, not code: no scripts, no forms, no outside requests but images.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'",
      "x-content-type-options": "nosniff",
    },
  });
}
