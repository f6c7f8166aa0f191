import "server-only";

import { REFUND_WINDOW_DAYS } from "@/config/site";
import { ReadingEmail } from "@/emails/reading-email";
import { appBaseUrl } from "@/lib/app-url";
import { fromPersona } from "@/lib/email/from";
import { renderEmailHtml } from "@/lib/email/render";
import type { EmailAttachment, OutgoingEmail } from "@/lib/email/types";
import { env } from "@/lib/env";
import { markupToText, wrap } from "@/lib/oracle/writer/markup";
import { personaOrDefault } from "@/lib/personas";
import type { ProductModule } from "@/lib/products";
import { zonedInstant } from "@/lib/time-zones";

import { cardImagePath } from "./card-images";
import { buildTentativeInvite } from "./ics";
import { readingLink } from "./reading-link";

export const readingEmailKey = (orderId: string) => `reading:${orderId}`;

export interface ReadingForEmail {
  orderId: string;
  readingId: string;
  product: ProductModule;
  email: string;
  persona: string;
  subject: string;
  body: string;
  data: unknown;
  /** A person approved it in the studio before it went out. */
  reviewed: boolean;
  /** The origin the order was placed on (Order.siteOrigin): where the letter's links lead in development. */
  siteOrigin?: string | null;
}

/**
 * The email for a stored Reading, rendered from the Reading alone (its text and the data it was
 * written from, shown the way its product module presents it), so a retry renders the very same
 * letter. It links to the reading's private page and says truthfully how the reading was made.
 */
export async function buildReadingEmail(reading: ReadingForEmail): Promise<OutgoingEmail> {
  const persona = personaOrDefault(reading.persona);
  const shown = reading.product.present(reading.data);
  const appUrl = appBaseUrl(reading.siteOrigin).replace(/\/$/, "");
  const link = shown.page ? readingLink(reading.readingId, appUrl) : null;
  const cards = shown.cards?.map((c) => ({ position: c.position, name: c.name, reversed: c.reversed, keywords: c.keywords, imageUrl: `${appUrl}${cardImagePath(c.cardId, c.reversed)}` }));
  const attachments: EmailAttachment[] = [];

  const madeHow =
    shown.page === null
      ? null
      : `Your ${shown.cards ? "cards were drawn for you by a cryptographic random shuffle when your payment went through, and your " : ""}reading was written with our software in ${persona.displayName}'s voice from ${shown.cards ? "them" : "your charts and numbers"}${reading.reviewed ? ", then read and approved by a person on our team before it was sent" : ""}.`;
  const footerLines = [
    ...(madeHow ? [madeHow] : []),
    shown.invite ? "Reply to this email to reach us, or to change anything; a person reads every reply." : "Reply to this email to reach us; a person reads every reply.",
    shown.invite
      ? `If this session isn't right for you, reply within ${REFUND_WINDOW_DAYS} days for a full refund.`
      : `If this reading doesn't feel right for you, reply within ${REFUND_WINDOW_DAYS} days for a full refund.`,
    "Readings are for reflection, not medical, legal or financial advice.",
  ];

  if (shown.invite) {
    const { localDate, localTime, timezone, minutes, intention } = shown.invite;
    const start = zonedInstant(localDate, localTime, timezone);
    const ics = buildTentativeInvite({
      uid: `${reading.orderId}@quantumveil.app`,
      start,
      durationMinutes: minutes,
      summary: `${reading.product.name} with ${persona.displayName} (time to be confirmed)`,
      description: `A placeholder for your ${reading.product.name}. We will email you within 24 hours to agree the time, and send an updated invitation. Your intention: ${intention}`,
      organizerEmail: env.TEAM_EMAIL,
      organizerName: "The Quantum Veil",
      attendeeEmail: reading.email,
      url: appUrl,
      stamp: start, // deterministic: a re-render attaches the identical file
    });
    attachments.push({ filename: "session-to-be-confirmed.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: Buffer.from(ics).toString("base64") });
  }

  const footer = footerLines.join(" ");
  const html = await renderEmailHtml(
    <ReadingEmail
      persona={persona.handle}
      title={reading.product.name}
      preview={shown.preview}
      body={reading.body}
      cards={cards}
      facts={shown.facts}
      cardsAtHeading={shown.cardsAtHeading}
      link={link}
      appUrl={appUrl}
      footer={footer}
    />,
  );
  const textParts = [
    `${persona.displayName.toUpperCase()} · ${persona.role.toUpperCase()}`,
    reading.product.name,
    ...(cards ? [cards.map((c) => `${c.position}: ${c.name}${c.reversed ? " (reversed)" : ""}`).join("\n")] : []),
    ...(shown.facts ? [shown.facts.rows.map((r) => `${r.label}: ${r.value}`).join("\n")] : []),
    ...(link ? [`Your reading, with its ${cards ? "cards" : "charts"}, is also here (a private link, just for you):\n${link}`] : []),
    markupToText(reading.body),
    `With you,\n${persona.displayName}\n${persona.signature}`,
    "--",
    wrap(footer, 72),
    `The Quantum Veil · ${appUrl}`,
  ];
  return {
    idempotencyKey: readingEmailKey(reading.orderId),
    to: reading.email,
    from: fromPersona(persona.displayName),
    replyTo: env.TEAM_EMAIL,
    subject: reading.subject,
    html,
    text: textParts.join("\n\n"),
    attachments,
    tag: shown.invite ? "live-session" : "reading",
    headers: { "X-Entity-Ref-ID": reading.orderId },
    orderId: reading.orderId,
  };
}
