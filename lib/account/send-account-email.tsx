import "server-only";

import { AccountEmail } from "@/emails/account-email";
import { appBaseUrl } from "@/lib/app-url";
import { renderEmailHtml } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import { markupToText, wrap } from "@/lib/oracle/writer/markup";
import { isPersonaHandle, type PersonaHandle } from "@/lib/personas";

export const ACCOUNT_EMAIL_TAG = "account";

export interface AccountLetter {
  /** Makes sending it twice a no-op (lib/email/send-email.ts). */
  key: string;
  to: string;
  persona: string | null;
  subject: string;
  title: string;
  /** The letter, in the writer's markup. */
  body: string;
  /** A path on our site ("/reset-password?token=…"), made absolute here. */
  action?: { path: string; label: string };
  /** The origin the request came to (links in development follow it; lib/app-url.ts). */
  origin: string | null;
}

const FOOTER = "You get this because it concerns your account at The Quantum Veil. Reply to this email and a person from our team will read it.";

/** Sends one account letter (HTML and plain text, the link in both) from the team. */
export async function sendAccountEmail(letter: AccountLetter): Promise<void> {
  const appUrl = appBaseUrl(letter.origin);
  const persona: PersonaHandle = isPersonaHandle(letter.persona) ? letter.persona : "astra";
  const action = letter.action ? { href: `${appUrl}${letter.action.path}`, label: letter.action.label } : undefined;
  const text = [markupToText(letter.body), action ? `${action.label}:\n${action.href}` : null, `--\n${wrap(FOOTER, 72)}\nThe Quantum Veil · ${appUrl}`]
    .filter(Boolean)
    .join("\n\n");
  const html = await renderEmailHtml(
    <AccountEmail persona={persona} title={letter.title} preview={markupToText(letter.body).slice(0, 140)} body={letter.body} action={action} appUrl={appUrl} footer={FOOTER} />,
  );
  await sendEmail({ idempotencyKey: letter.key, to: letter.to, replyTo: env.TEAM_EMAIL, subject: letter.subject, html, text, tag: ACCOUNT_EMAIL_TAG });
}
