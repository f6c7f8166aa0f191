import "server-only";

import { z } from "zod";

import { REFUND_WINDOW_DAYS } from "@/config/site";
import { ReadingEmail } from "@/emails/reading-email";
import { appBaseUrl } from "@/lib/app-url";
import { fromPersona } from "@/lib/email/from";
import { renderEmailHtml } from "@/lib/email/render";
import type { EmailAttachment, OutgoingEmail } from "@/lib/email/types";
import { env } from "@/lib/env";
import { markupToText, wrap } from "@/lib/oracle/writer/markup";
import { personaOrDefault } from "@/lib/personas";
import { isProductId, PRODUCT_NAMES } from "@/lib/products/ids";

import { buildTentativeInvite } from "./ics";
import { zonedInstant } from "./session-slot";

export const readingEmailKey = (orderId: string) => `reading:${orderId}`;

const cardSchema = z.object({ positionTitle: z.string(), name: z.string(), reversed: z.boolean(), keywords: z.array(z.string()) });
const spreadSchema = z.object({ cards: z.array(cardSchema) });
const personSchema = z.object({
  name: z.string(),
  positions: z.array(z.object({ planet: z.string(), sign: z.string() })),
  numerology: z.object({ lifePathNumber: z.number() }),
});
const dataSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("tarot"), cards: z.array(cardSchema) }),
  z.object({ kind: z.literal("match"), person1: personSchema, person2: personSchema, synastry: z.object({ score: z.number() }) }),
  z.object({ kind: z.literal("bundle"), person1: personSchema, person2: personSchema, synastry: z.object({ score: z.number() }), tarot: spreadSchema }),
  z.object({
    kind: z.literal("live-session"),
    product: z.string(),
    intention: z.string(),
    tentative: z.object({ localDate: z.string(), localTime: z.string(), timezone: z.string() }),
  }),
]);

export interface ReadingForEmail {
  orderId: string;
  product: string;
  email: string;
  persona: string;
  subject: string;
  body: string;
  data: unknown;
  /** The origin the order was placed on (Order.siteOrigin): where the letter's links lead in development. */
  siteOrigin?: string | null;
}

const SESSION_MINUTES: Record<string, number> = { "astro-blueprint": 60, "numerology-map": 45, "tarot-immersion": 45 };

const placement = (p: z.infer<typeof personSchema>, planet: string) => p.positions.find((x) => x.planet === planet)?.sign;

function personFacts(p: z.infer<typeof personSchema>): string {
  const parts = [`Sun ${placement(p, "Sun")}`, `Moon ${placement(p, "Moon")}`, `Venus ${placement(p, "Venus")}`];
  const asc = placement(p, "Ascendant");
  if (asc) parts.push(`${asc} rising`);
  parts.push(`life path ${p.numerology.lifePathNumber}`);
  return parts.join(" · ");
}

function formatLocal(localDate: string, localTime: string): string {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(date)}, ${localTime}`;
}

/**
 * The email for a stored Reading, rendered from the Reading alone (its text and the data it was
 * written from), so a retry renders the very same letter.
 */
export async function buildReadingEmail(reading: ReadingForEmail): Promise<OutgoingEmail> {
  const persona = personaOrDefault(reading.persona);
  const data = dataSchema.parse(reading.data);
  const productName = isProductId(reading.product) ? PRODUCT_NAMES[reading.product] : "Your reading";
  const appUrl = appBaseUrl(reading.siteOrigin);
  const attachments: EmailAttachment[] = [];
  let cards: { position: string; name: string; reversed: boolean; keywords: string[] }[] | undefined;
  let facts: { title: string; rows: { label: string; value: string }[] } | undefined;
  let preview = reading.subject;
  const footerLines = [
    "Reply to this email to reach us; a real person reads every reply.",
    `If this reading doesn't feel right for you, reply within ${REFUND_WINDOW_DAYS} days for a full refund.`,
    "Readings are for reflection, not medical, legal or financial advice.",
  ];

  if (data.kind === "tarot" || data.kind === "bundle") {
    const source = data.kind === "tarot" ? data.cards : data.tarot.cards;
    cards = source.map((c) => ({ position: c.positionTitle, name: c.name, reversed: c.reversed, keywords: c.keywords }));
    if (data.kind === "tarot") preview = `Past, Present, Path: ${source.map((c) => (c.reversed ? `${c.name} (reversed)` : c.name)).join(", ")}`;
  }
  if (data.kind === "match" || data.kind === "bundle") {
    facts = {
      title: "Your two skies",
      rows: [
        { label: data.person1.name, value: personFacts(data.person1) },
        { label: data.person2.name, value: personFacts(data.person2) },
        { label: "Compatibility", value: `${data.synastry.score} / 100` },
      ],
    };
    preview = `${data.person1.name} and ${data.person2.name}: ${data.synastry.score}/100, with a 7-day ritual plan`;
  }
  if (data.kind === "live-session") {
    const { localDate, localTime, timezone } = data.tentative;
    const start = zonedInstant(localDate, localTime, timezone);
    const minutes = SESSION_MINUTES[data.product] ?? 60;
    const ics = buildTentativeInvite({
      uid: `${reading.orderId}@quantumveil.app`,
      start,
      durationMinutes: minutes,
      summary: `${productName} with ${persona.displayName} (time to be confirmed)`,
      description: `A placeholder for your ${productName}. We will email you within 24 hours to agree the time, and send an updated invitation. Your intention: ${data.intention}`,
      organizerEmail: env.TEAM_EMAIL,
      organizerName: "The Quantum Veil",
      attendeeEmail: reading.email,
      url: appUrl,
      stamp: start, // deterministic: a re-render attaches the identical file
    });
    attachments.push({ filename: "session-to-be-confirmed.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: Buffer.from(ics).toString("base64") });
    facts = {
      title: "Your reservation",
      rows: [
        { label: "Session", value: productName },
        { label: "Length", value: `${minutes} minutes, live` },
        { label: "Placeholder", value: `${formatLocal(localDate, localTime)} (${timezone}), to be confirmed` },
        { label: "Attached", value: "a tentative calendar invitation" },
      ],
    };
    preview = `Your place is reserved. Here is what happens next.`;
    footerLines.splice(0, 1, "Reply to this email to reach us, or to change anything; a real person reads every reply.");
    footerLines.splice(1, 1, `If this session isn't right for you, reply within ${REFUND_WINDOW_DAYS} days for a full refund.`);
  }

  const footer = footerLines.join(" ");
  const html = await renderEmailHtml(
    <ReadingEmail persona={persona.handle} title={productName} preview={preview} body={reading.body} cards={cards} facts={facts} cardsAtHeading={data.kind === "bundle" ? "Your shared tarot journey" : undefined} appUrl={appUrl} footer={footer} />,
  );
  const textParts = [
    `${persona.displayName.toUpperCase()} · ${persona.role.toUpperCase()}`,
    productName,
    ...(cards ? [cards.map((c) => `${c.position}: ${c.name}${c.reversed ? " (reversed)" : ""}`).join("\n")] : []),
    ...(facts ? [facts.rows.map((r) => `${r.label}: ${r.value}`).join("\n")] : []),
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
    tag: data.kind === "live-session" ? "live-session" : "reading",
    headers: { "X-Entity-Ref-ID": reading.orderId },
  };
}
