import { devProvidersEnabled } from "@/lib/env";
import { outboxMessage } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

// GET /dev/outbox/{id}/attachments/{index} – download an outbox email's attachment (dev providers only).
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; index: string }> }) {
  if (!devProvidersEnabled()) return new Response("Not found", { status: 404 });
  const { id, index } = await params;
  const attachment = (await outboxMessage(id))?.attachments[Number(index)];
  if (!attachment) return new Response("Not found", { status: 404 });
  return new Response(Buffer.from(attachment.content, "base64"), {
    headers: {
      "content-type": attachment.contentType,
      "content-disposition": `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, "_")}"`,
      "x-content-type-options": "nosniff",
    },
  });
}
