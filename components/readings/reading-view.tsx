import "./reading-page.css";

import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "@/components/ui/link";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { PrintButton } from "@/components/portal/print-button";
import { personaOrDefault, type Persona } from "@/lib/personas";
import { sameHeading, splitLetter, tarotLetter, type LetterSection } from "@/lib/readings/letter";
import { formatReadingDate, madeHow } from "@/lib/readings/made-how";
import type { ReadingPageDto } from "@/lib/readings/types";
import { cn } from "@/lib/utils";

import { CardArt, CardSpread } from "./card-spread";
import { ReadingBody } from "./reading-body";

interface ReadingViewProps {
  reading: ReadingPageDto;
  /** Where "back" goes (the portal); none on the private link. */
  back?: { href: string; label: string };
}

const NUMBER_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven"];
const cardsLabel = (n: number) => `Your ${NUMBER_WORDS[n] ?? n} cards`;

/**
 * A delivered reading as a page, for its owner in the portal and for a guest by private link: the
 * question, the spread with the deck's art, each card's passage beside its card, the rest of the
 * letter, and how it was made. Printable: the shell hides itself, and the print styles put text
 * and cards on white with page breaks between the parts.
 */
export function ReadingView({ reading, back }: ReadingViewProps) {
  const persona = personaOrDefault(reading.persona);
  return (
    <article
      data-persona={persona.handle}
      aria-labelledby="reading-title"
      className="reading-page mx-auto max-w-5xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10 lg:px-8 print:max-w-none print:p-0"
      data-testid="reading-page"
    >
      {back ? (
        <Link href={back.href} className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 rounded-sm text-sm print:hidden">
          <ArrowLeft className="size-4" aria-hidden /> {back.label}
        </Link>
      ) : null}

      <header className={cn("flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between sm:gap-8", back && "mt-6")}>
        <div className="flex min-w-0 items-center gap-4 sm:gap-5">
          <PersonaEmblem handle={persona.handle} className="size-14 shrink-0 sm:size-16" />
          <div className="min-w-0">
            <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">{reading.productName}</p>
            <h1 id="reading-title" className="mt-1.5 text-3xl leading-tight font-medium sm:text-4xl lg:text-5xl">
              {reading.subject}
            </h1>
            <p className="text-muted-foreground mt-2 text-sm">
              {persona.displayName}, {persona.role}
              {reading.made.sentAt ? ` · sent ${formatReadingDate(reading.made.sentAt)}` : null}
            </p>
          </div>
        </div>
        <div className="shrink-0">
          <PrintButton />
        </div>
      </header>

      {reading.question ? (
        <figure className="surface mt-8 px-5 py-5 sm:px-8 sm:py-6" data-testid="reading-question">
          <figcaption className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">{reading.question.label}</figcaption>
          <blockquote className="font-display mt-2 text-xl leading-snug italic sm:text-2xl">“{reading.question.text}”</blockquote>
        </figure>
      ) : null}

      {reading.page === "tarot" ? <TarotLetter reading={reading} /> : <CoupleLetter reading={reading} />}

      <footer className="mt-12 break-inside-avoid">
        <SignOff persona={persona} />
        <section aria-labelledby="made-title" className="border-t pt-6" data-testid="reading-made">
          <h2 id="made-title" className="text-lg font-medium">
            How this reading was made
          </h2>
          <div className="text-muted-foreground mt-3 max-w-[68ch] space-y-3 text-sm leading-relaxed">
            {madeHow(reading).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </section>
      </footer>
    </article>
  );
}

/** The tarot letter: the spread, the opening, each card's passage beside its card, then the rest. */
function TarotLetter({ reading }: { reading: ReadingPageDto }) {
  const letter = tarotLetter(reading.body, reading.cards);
  return (
    <>
      <section aria-labelledby="spread-title" className="mt-10 sm:mt-12">
        <h2 id="spread-title" className="text-2xl font-medium sm:text-3xl">
          Your spread
        </h2>
        <p className="text-muted-foreground mt-1.5 text-sm">{reading.cards.map((c) => c.position).join(" · ")}</p>
        <CardSpread cards={reading.cards} label={cardsLabel(reading.cards.length)} className="mt-6" />
      </section>

      <div className="surface mt-10 px-5 py-8 sm:mt-12 sm:px-10 sm:py-10 print:break-before-page print:border-0 print:px-0" data-testid="reading-letter">
        {letter.opening ? <ReadingBody source={letter.opening} lead /> : null}
        {letter.passages.map(({ card, section }, i) =>
          section ? (
            <section
              key={card.positionKey}
              aria-labelledby={`passage-${card.positionKey}`}
              className={cn(
                "grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-5 gap-y-5 break-inside-avoid sm:grid-cols-[6.5rem_minmax(0,1fr)] lg:grid-cols-[10rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-10",
                (i > 0 || letter.opening) && "mt-10 border-t pt-10",
              )}
              data-testid="reading-passage"
            >
              <CardArt card={card} decorative className="lg:row-span-2 lg:pt-1" />
              <h2 id={`passage-${card.positionKey}`} className="text-2xl leading-tight font-medium sm:text-3xl">
                {section.heading}
              </h2>
              <ReadingBody source={section.source} className="col-span-2 lg:col-span-1 lg:col-start-2" />
            </section>
          ) : null,
        )}
        {letter.rest.length ? (
          // Set in the passages' text column, so the letter reads down one line from the first card to the plan.
          <div className="mt-10 space-y-10 border-t pt-10 lg:pl-50 print:break-before-page print:border-0">
            {letter.rest.map((section, i) => (
              <LetterPart key={i} section={section} id={`section-${i}`} />
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** A couple's letter in its own order, with the couple's facts first and the bundle's cards at its tarot journey. */
function CoupleLetter({ reading }: { reading: ReadingPageDto }) {
  const { opening, sections } = splitLetter(reading.body);
  const at = reading.cards.length ? sections.findIndex((s) => reading.cardsAtHeading !== null && sameHeading(s.heading, reading.cardsAtHeading)) : -1;
  const spread = reading.cards.length ? <CardSpread cards={reading.cards} label={cardsLabel(reading.cards.length)} className="mt-6 mb-8" /> : null;
  return (
    <>
      {reading.facts ? (
        <section aria-labelledby="facts-title" className="surface mt-8 px-5 py-5 sm:px-8 sm:py-6" data-testid="reading-facts">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="facts-title" className="text-xl font-medium">
              {reading.facts.title}
            </h2>
            {reading.matchReportId ? (
              <Link href={`/portal/matches/${reading.matchReportId}`} className="text-primary inline-flex items-center gap-1.5 rounded-sm text-sm font-medium underline-offset-4 hover:underline print:hidden">
                Your charts side by side <ArrowRight className="size-4" aria-hidden />
              </Link>
            ) : null}
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
            {reading.facts.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-muted-foreground text-sm sm:pt-0.5">{row.label}</dt>
                <dd className="font-display -mt-2 text-lg sm:mt-0">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {at < 0 && spread ? (
        <section aria-labelledby="spread-title" className="mt-10">
          <h2 id="spread-title" className="text-2xl font-medium sm:text-3xl">
            Your cards
          </h2>
          {spread}
        </section>
      ) : null}

      <div className="surface mt-10 px-5 py-8 sm:px-10 sm:py-10 print:border-0 print:px-0" data-testid="reading-letter">
        {opening ? <ReadingBody source={opening} lead className="mb-10" /> : null}
        <div className="space-y-10">
          {sections.map((section, i) => (
            <LetterPart key={i} section={section} id={`section-${i}`} className={cn(i > 0 && "border-t pt-10", i === at && "print:break-before-page")}>
              {i === at ? spread : null}
            </LetterPart>
          ))}
        </div>
      </div>
    </>
  );
}

function LetterPart({ section, id, className, children }: { section: LetterSection; id: string; className?: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={className} data-testid="reading-section">
      <h2 id={id} className="text-2xl leading-tight font-medium sm:text-3xl">
        {section.heading}
      </h2>
      {children}
      <ReadingBody source={section.source} className="mt-5" />
    </section>
  );
}

function SignOff({ persona }: { persona: Persona }) {
  return (
    <div className="mb-8 flex items-center gap-4">
      <PersonaEmblem handle={persona.handle} className="size-11 shrink-0" />
      <p className="leading-snug">
        <span className="text-muted-foreground text-sm">With you,</span>
        <br />
        <span className="font-display text-xl">{persona.displayName}</span>
        <br />
        <span className="font-display text-muted-foreground text-sm italic">{persona.signature}</span>
      </p>
    </div>
  );
}
