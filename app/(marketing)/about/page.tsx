import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { ProsePage } from "@/components/marketing/prose-page";
import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { env } from "@/lib/env";
import { PERSONAS } from "@/lib/personas";

/** What the review mode means for the reader, in one sentence (READING_REVIEW, read at build). */
const REVIEW_LINE: Record<"flagged" | "all" | "off", string> = {
  all: "A person on our team reads every reading before it is sent.",
  flagged: "When your question touches on one of those, a person on our team reads the reading before it is sent.",
  off: "A letter that fails the check is held for a person on our team.",
};

export const metadata: Metadata = {
  title: "About",
  description: "Why The Quantum Veil exists, the three oracles who write your readings, our editorial policy and our disclaimers.",
  alternates: { canonical: "/about" },
};

export default function AboutPage() {
  return (
    <ProsePage
      eyebrow="About"
      title="A quieter way to look at the sky"
      lead="The Quantum Veil is a small studio making tarot, astrology and numerology readings that are precise in their craft and honest about what they are."
    >
      <h2 id="mission">Our mission</h2>
      <p>
        Most spiritual apps either flatter you or frighten you. We wanted something else: readings that take your question
        seriously, show their working, and leave you with something to do on Monday morning. The sky, the numbers and the
        cards are old languages for paying attention. We use them to help you notice what you already half-know.
      </p>
      <p>
        Every chart is computed from astronomical data for the exact minute and place you were born. Every numerology
        profile shows the arithmetic. Every tarot spread is drawn once and kept, so the reading you receive is the reading
        the cards gave.
      </p>

      <h2 id="oracles">The three oracles</h2>
      <div className="not-prose grid gap-4 sm:grid-cols-3">
        {PERSONAS.map((p) => (
          <Link key={p.handle} href={`/authors/${p.handle}`} className="surface surface-interactive block p-5 !no-underline">
            <PersonaEmblem handle={p.handle} className="size-12" />
            <span className="font-display text-foreground mt-3 block text-lg">{p.displayName}</span>
            <span className="text-muted-foreground block text-sm">{p.role}</span>
          </Link>
        ))}
      </div>
      <p>
        Astra reads astrology, Numa numerology and Solara tarot. They are personas: consistent voices our writers and our
        software share, each with its own way of speaking. When you order a reading, the charts, numbers and cards are
        computed first; the words are then written in your oracle&apos;s voice from that data, so every sentence rests on
        something real in your chart, your numbers or your cards.
      </p>

      <h2 id="editorial">Editorial policy</h2>
      <p>
        Our blog and readings follow the same rules. We explain techniques accurately and say where traditions disagree. We
        never promise outcomes, never use fear to sell, and never tell you what you must do. We write in the second person
        because a reading is a letter, and we always end with a concrete, kind next step.
      </p>
      <ul>
        <li>Astronomical positions come from a published ephemeris and are checked against professional software.</li>
        <li>Numerology uses the Pythagorean system and keeps master numbers 11, 22 and 33; examples are double-checked.</li>
        <li>Tarot meanings are our own, written for this deck, with reversals honoured.</li>
        <li>Your cards are drawn once, when your payment goes through, by a cryptographic random source, and kept.</li>
        <li>
          Letters are written by our software in the oracle&apos;s voice (with an AI model where one is set up, else our own
          composer) from a fact sheet of what was drawn and computed for you. AI assists our writing; it does not decide what
          the sky, the numbers or the cards say.
        </li>
        <li>
          Every letter is checked before it is sent: nothing the fact sheet does not hold, and no prediction, instruction or
          certainty about health, the law, money, someone else&apos;s private life, death or timing.{" "}
          {REVIEW_LINE[env.READING_REVIEW]}
        </li>
        <li>
          If a question suggests you may be in danger, we write no reading. We send you crisis lines for your country,
          refund you in full, and a person on our team follows up.
        </li>
        <li>Corrections are made promptly and noted. Write to us through the contact page.</li>
      </ul>
      <p>
        Place data comes from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0.
      </p>

      <h2 id="disclaimers">Disclaimers</h2>
      <p>
        Our readings are for entertainment and spiritual exploration. They are not medical, legal or financial advice, and
        they are not a substitute for a doctor, lawyer, financial adviser or therapist. If you are in crisis, please contact
        your local emergency services or a crisis line right away.
      </p>
      <p>
        You are the author of your choices. The stars don&apos;t control you, and neither do we.
      </p>
    </ProsePage>
  );
}
