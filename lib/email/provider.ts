import "server-only";

import { env } from "@/lib/env";

import { outboxProvider } from "./outbox-provider";
import { createResendProvider } from "./resend-provider";
import type { EmailProvider } from "./types";

let resend: EmailProvider | undefined;

/** Resend when RESEND_API_KEY is set, else the dev outbox. */
export function defaultEmailProvider(): EmailProvider {
  if (env.RESEND_API_KEY) return (resend ??= createResendProvider(env.RESEND_API_KEY, { perSecond: env.RESEND_REQUESTS_PER_SECOND }));
  return outboxProvider;
}
