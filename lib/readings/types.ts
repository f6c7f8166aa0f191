import type { PersonaHandle } from "@/lib/personas";
import type { Presentation, ShownCard } from "@/lib/products/types";

/** A delivered reading as its page shows it (plain JSON: no Prisma types, nothing but what the page needs). */
export interface ReadingPageDto {
  orderId: string;
  productName: string;
  /** Which layout: a tarot spread, or a couple's report (with the bundle's cards at its tarot journey). */
  page: "tarot" | "couple";
  persona: PersonaHandle;
  subject: string;
  /** The letter, in the writer's markup. */
  body: string;
  /** In spread order. */
  cards: ShownCard[];
  /** Show the cards just before this section heading (the bundle's tarot journey). */
  cardsAtHeading: string | null;
  facts: NonNullable<Presentation["facts"]> | null;
  question: NonNullable<Presentation["question"]> | null;
  made: {
    draw: NonNullable<Presentation["draw"]> | null;
    /** When the payment went through (ISO). */
    paidAt: string | null;
    /** When the letter was sent (ISO). */
    sentAt: string | null;
    /** A person read and approved it in the studio before it was sent. */
    reviewed: boolean;
  };
  /** The viewer's compatibility view of this couple in the portal, when the viewer owns it. */
  matchReportId: string | null;
}
