/**
 * The letter a buyer receives instead of a reading when their words suggest they may be in
 * crisis. It comes from the team, not from an oracle (the email adds the team's sign-off): what
 * happened and why, where to find a person to talk to now, the refund, and what happens next.
 * No card, no chart, no prediction, no fear; and the buyer's own words are not quoted back.
 */
import { countryName, crisisResources, type CrisisKind, type CrisisLine } from "./resources";

export interface CrisisLetterInput {
  firstName?: string | null;
  productName: string;
  /** The amount paid as shown to the buyer ("£29.00"); null when nothing was paid. */
  amountLabel: string | null;
  country: string | null;
  /** Which lines to lead with; both when the words suggest both. */
  kind: CrisisKind | readonly CrisisKind[];
  /** True once the payment has been refunded in full. */
  refunded: boolean;
  /** A reading (nothing drawn), a live session (nothing prepared) or a free series (nothing sent yet). Default: reading. */
  format?: "reading" | "live-session" | "subscription";
}

function lineItem(line: CrisisLine): string {
  const who = line.note ? ` (${line.note})` : "";
  const hours = line.hours ? `, ${line.hours}` : "";
  return `- **${line.name}**${who}: ${line.reach}${hours}.`;
}

/** Every line for the kinds asked for, each once, the country's own first. */
function linesFor(country: string | null, kinds: readonly CrisisKind[]): CrisisLine[] {
  const seen = new Map<string, CrisisLine>();
  const perKind = kinds.map((k) => crisisResources(country, k));
  // crisisResources lists the country's own lines before the emergency line: those of every kind
  // first, then the rest (emergency, directory, 988, Samaritans).
  const localOf = (list: CrisisLine[]) => list.slice(0, Math.max(0, list.findIndex((l) => l.id.startsWith("emergency"))));
  for (const list of perKind) for (const line of localOf(list)) seen.set(line.id, line);
  for (const list of perKind) for (const line of list) if (!seen.has(line.id)) seen.set(line.id, line);
  return [...seen.values()];
}

export function composeCrisisLetter(input: CrisisLetterInput): string {
  const kinds: readonly CrisisKind[] = typeof input.kind === "string" ? [input.kind] : input.kind.length ? input.kind : ["self-harm"];
  const abuse = kinds.includes("abuse");
  const name = input.firstName?.trim();
  const session = input.format === "live-session";
  const subscription = input.format === "subscription";
  const place = countryName(input.country);
  const paragraphs: string[] = [];

  paragraphs.push(name ? `Dear ${name},` : "Hello,");
  paragraphs.push(
    subscription
      ? `Thank you for signing up for the ${input.productName}. Before your first letter arrives, we want to write to you ourselves, and to tell you honestly why.`
      : session
        ? `Thank you for booking ${input.productName}. We have not prepared anything for your session, and we want to tell you honestly why.`
        : `Thank you for your order of ${input.productName}. We have not sent you a reading, and we want to tell you honestly why.`,
  );
  paragraphs.push(
    `${subscription ? "What you share with us is checked before anything is written to you" : "Every question is checked before a reading is written or sent"}, and yours suggested that you may be going through something very painful right now${
      abuse ? ", and that you may not be safe at home" : ""
    }. We may have read it wrongly, and if so we are sorry. But if we read it rightly, you deserve more than a reading: you deserve a real person to talk to, today.`,
  );

  paragraphs.push("## People you can talk to now");
  paragraphs.push(
    place
      ? `These services are free and confidential. The first are in ${place}; the others are there whoever you are.`
      : "These services are free and confidential, and they are there whoever you are.",
  );
  paragraphs.push(linesFor(input.country, kinds).map(lineItem).join("\n"));
  if (abuse) {
    paragraphs.push(
      "If someone else can read your email, you may want to note down a number and then delete this message. The people on these lines can help you think about staying safe, whatever you decide.",
    );
  }

  if (input.amountLabel) {
    paragraphs.push("## Your payment");
    paragraphs.push(
      input.refunded
        ? `We have refunded your payment of ${input.amountLabel} in full. It happened automatically and there is nothing you need to do; depending on your bank, it can take a few days to appear.`
        : `Your payment of ${input.amountLabel} will be refunded in full. A person from our team is seeing to it, and there is nothing you need to do.`,
    );
  }

  paragraphs.push("## What happens next");
  paragraphs.push(
    `A person from our team will look at ${subscription ? "what you shared" : "your order"}. If you would like to write to us about anything at all, reply to this email: your reply reaches a person on our team.`,
  );
  paragraphs.push(
    subscription
      ? "Your letters will begin as you asked, without repeating what you told us. If you would rather they didn't, the unsubscribe link is at the bottom of this email."
      : session
        ? "If, later on, you would still like a session, you are welcome to book one whenever you want. There is no hurry."
        : "If, later on, you would still like a reading, you are welcome to ask for one whenever you want. There is no hurry.",
  );

  return paragraphs.join("\n\n");
}
