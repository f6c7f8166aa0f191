import { TarotCardFace } from "@/components/oracle/tarot-card";
import { cardById } from "@/lib/oracle/tarot";
import type { ShownCard } from "@/lib/products/types";
import { cn } from "@/lib/utils";

/** The card's accessible name wherever its art is shown: position, card and orientation. */
export function cardLabel(card: Pick<ShownCard, "position" | "name" | "reversed">): string {
  return `${card.position}: ${card.name}${card.reversed ? ", reversed" : ""}`;
}

/** The deck's art for a drawn card (drawn upside down when reversed); nothing for an id the deck lacks. */
export function CardArt({ card, decorative = false, className }: { card: ShownCard; decorative?: boolean; className?: string }) {
  const face = cardById(card.cardId);
  if (!face) return null;
  const art = <TarotCardFace card={face} reversed={card.reversed} title={cardLabel(card)} className="drop-shadow-[0_10px_24px_rgb(var(--glow-rgb)/0.18)] print:drop-shadow-none" />;
  // A second picture of a card already named in the heading beside it: hidden from screen readers.
  return decorative ? (
    <div aria-hidden className={className}>
      {art}
    </div>
  ) : (
    <div className={className}>{art}</div>
  );
}

/**
 * The cards in spread order, each with its art, position, orientation and keywords. Stacked as
 * rows on phones (art beside the words), side by side from small screens up.
 */
export function CardSpread({ cards, label, className }: { cards: ShownCard[]; label: string; className?: string }) {
  const five = cards.length > 3;
  return (
    <ol aria-label={label} className={cn("grid gap-6 sm:grid-cols-3 sm:gap-5", five && "lg:grid-cols-5", className)} data-testid="reading-spread">
      {cards.map((card) => (
        <li key={card.positionKey} className="flex items-center gap-5 break-inside-avoid sm:flex-col sm:items-center sm:gap-4 sm:text-center" data-testid="reading-card">
          <CardArt card={card} className={cn("w-28 shrink-0 sm:w-full", five ? "sm:max-w-[10.5rem]" : "sm:max-w-[13rem]")} />
          <div className="min-w-0">
            <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">{card.position}</p>
            <p className="font-display mt-1 text-xl leading-tight">{card.name}</p>
            <p className="text-muted-foreground mt-1.5 text-sm leading-snug">
              <span className="text-foreground">{card.reversed ? "Reversed" : "Upright"}</span>
              {card.keywords.length ? <> · {card.keywords.join(", ")}</> : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
