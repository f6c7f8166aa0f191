/**
 * Solara's offline composer for the Past · Present · Path letter, written from the order's fact
 * sheet: the question restated, a plain word first when the question is sensitive, one passage
 * per card reading card × position × the question's topic, how the cards speak to each other,
 * an answer shaped like the question (a choice gets both roads weighed; a yes-or-no gets no
 * verdict), and a 30-day plan made of the cards' own practices.
 */
import type { CardFact } from "../facts";
import type { TarotRequest } from "./requests";
import { answerParagraphs, cardInList, cardPassage, CardPhrase, cardPhrase, cardsTogether, careParagraph, planItems, professionalsOnce, questionAbout } from "./tarot-reading";
import { pick } from "../voices";

const quote = (text: string) => `“${text.trim().replace(/\s+/g, " ")}”`;

function drawnAt(iso: string): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC", hour12: false }).format(at);
  const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(at);
  return `${time} UTC on ${date}`;
}

export function composeTarot(request: TarotRequest): string {
  const sheet = request.facts;
  const cards = sheet.cards;
  if (cards.length !== 3) throw new RangeError(`A Past · Present · Path reading needs three cards, got ${cards.length}`);
  const [past, present, path] = cards as [CardFact, CardFact, CardFact];
  const q = sheet.question;
  const seed = request.seed;

  const parts: string[] = [];
  parts.push(`You asked: ${quote(q.text)}`);
  const how =
    sheet.draw.method === "crypto" && sheet.draw.drawnAt
      ? `were drawn for this question by a cryptographic random shuffle at ${drawnAt(sheet.draw.drawnAt)}, when your payment went through`
      : "were drawn for this question when your order was placed";
  parts.push(
    `${CardPhrase(past)}, ${cardPhrase(present)} and ${cardPhrase(path)} ${how}. ` +
      pick(
        [
          `I read them in their places: ${cardPhrase(past)} as what set this in motion, ${cardPhrase(present)} as where you stand, ${cardPhrase(path)} as advice, and none of them as fate.`,
          `Each is read in its place (the first as cause, ${cardPhrase(present)} as the present condition, ${cardPhrase(path)} as counsel), and all of them against ${questionAbout(q)}.`,
        ],
        `${seed}:opening`,
      ),
  );
  parts.push(...careParagraph(q, professionalsOnce));

  for (const card of cards) {
    parts.push(`## ${card.position.title} · ${card.card.name}${card.orientation === "reversed" ? ", reversed" : ""}`);
    parts.push(cardPassage(card, q, seed, sheet.relations.majors));
  }

  const three = `${cardInList(past)}, ${cardInList(present)} and ${cardInList(path)}`;
  parts.push(`## How ${three} speak to each other`);
  parts.push(cardsTogether(sheet, seed));

  parts.push(`## What ${three} say to your question`);
  parts.push(...answerParagraphs(sheet, professionalsOnce, seed));

  parts.push(`## Your 30-day integration plan with ${three}`);
  parts.push(
    pick(
      [
        `Insight fades if it is not lived, so here is a month built from the three cards themselves, ${cardPhrase(past)} first.`,
        `A month in four movements, one for each card and one to look back: ${cardPhrase(path)} sets the pace.`,
      ],
      `${seed}:plan-intro`,
    ),
  );
  parts.push(planItems(sheet, professionalsOnce, seed).map((line) => `- ${line}`).join("\n"));
  // The sign-off (name and signature line) is the email's, so the text ends with one line of Solara's.
  parts.push(
    pick(
      [
        `${CardPhrase(path)} has said its piece; the rest is yours to walk.`,
        `Take what rings true from ${cardPhrase(present)} and the others, leave the rest, and go do the first small thing.`,
        `Nothing about ${cardPhrase(past)} is fixed: it shows the current, and you choose how to swim.`,
      ],
      `${seed}:closing`,
    ),
  );
  return parts.join("\n\n");
}
