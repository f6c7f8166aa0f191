import { z } from "zod";

import { from, storedJson } from "@/lib/db/stored-json";

import type { EmailAttachment } from "./types";

/**
 * EmailMessage's JSON columns: the headers and attachments exactly as they were handed to the
 * provider, stored and read back (never rebuilt): the outbox shows, and a resend repeats, what
 * was sent.
 */

/** Header name → value ("List-Unsubscribe", "X-Entity-Ref-ID"). `v` is the version stamp, never a header. */
const emailHeaders = z.record(
  z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "not a header name").refine((name) => name !== "v", "`v` is reserved for the version"),
  z.string(),
);

export const emailHeadersJson = storedJson({ column: "EmailMessage.headers", version: 1, schema: emailHeaders });

const attachment = z.object({ filename: z.string().min(1), contentType: z.string().min(1), content: z.base64() }) satisfies z.ZodType<EmailAttachment>;

/** Version 2: the files under a key, so the value is an object that can carry its version. */
const emailAttachments = z.object({ files: z.array(attachment) });

export const emailAttachmentsJson = storedJson({
  column: "EmailMessage.attachments",
  version: 2,
  schema: emailAttachments,
  // Version 1 was the bare list (the column's default, `[]`, still is).
  legacy: [from(1, z.array(attachment), (files) => ({ files }))],
});
