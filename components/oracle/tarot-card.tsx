import type { TarotCard as Card } from "@/lib/oracle/tarot";

import { elementMark } from "./tarot-card/element-mark";
import { H, PANEL, stroke, W } from "./tarot-card/ink";
import { MAJORS_FOOL_TO_WHEEL } from "./tarot-card/majors-fool-to-wheel";
import { MAJORS_JUSTICE_TO_WORLD } from "./tarot-card/majors-justice-to-world";
import { minorArt } from "./tarot-card/minor-face";
import { SIGILS } from "./tarot-card/sigils";

/**
 * Original card faces for the Quantum Veil deck, drawn as SVG: a numeral banner, a panel with a few
 * strong shapes (the suit sigils for the minors, an emblem for each major), the element's triangle
 * and the card's name. Everything is drawn in currentColor, so the deck takes its amber from
 * --tarot-ink (falling back to --primary) and its paper from --tarot-paper (falling back to --card).
 * The parts: tarot-card/ink.ts (space and inks), sigils.tsx (one per suit), minor-face.tsx (pips and
 * courts), majors-*.tsx (the 22 emblems), element-mark.tsx.
 */

const MAJOR_EMBLEMS = [...MAJORS_FOOL_TO_WHEEL, ...MAJORS_JUSTICE_TO_WORLD];

export interface TarotCardProps {
  card: Card;
  reversed?: boolean;
  /** Accessible name; defaults to the card's name (and "reversed"). */
  title?: string;
  /** Print the name along the bottom. Leave off for small thumbnails. Default true. */
  showName?: boolean;
  className?: string;
}

export function TarotCardFace({ card, reversed = false, title, showName = true, className }: TarotCardProps) {
  const label = title ?? `${card.name}${reversed ? ", reversed" : ""}`;
  const art = card.arcana === "major" ? MAJOR_EMBLEMS[card.number]?.() : card.rank && card.suit ? minorArt(card.suit, card.number, card.rank) : null;
  const keywords = reversed ? card.keywords.reversed : card.keywords.upright;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      className={className}
      style={{ width: "100%", height: "auto", color: "var(--tarot-ink, var(--primary))" }}
    >
      <title>{label}</title>
      <desc>{`${card.name}: ${keywords.join(", ")}. ${card.astrology}, ${card.element}.`}</desc>
      <g transform={reversed ? `rotate(180 ${W / 2} ${H / 2})` : undefined}>
        <rect x={1.5} y={1.5} width={W - 3} height={H - 3} rx={10} fill="var(--tarot-paper, var(--card, #17110d))" stroke="currentColor" strokeWidth={2} />
        <rect x={7} y={7} width={W - 14} height={H - 14} rx={6} {...stroke} strokeWidth={0.8} strokeOpacity={0.6} />
        <rect x={PANEL.x} y={PANEL.y} width={PANEL.w} height={PANEL.h} rx={5} fill="currentColor" fillOpacity={0.06} stroke="currentColor" strokeOpacity={0.45} strokeWidth={0.8} />
        <text x={W / 2} y={22} textAnchor="middle" fontSize={card.numeral.length > 3 ? 14 : 16} fontWeight={700} fill="currentColor" fontFamily="var(--font-display, Georgia, serif)" letterSpacing={1}>
          {card.numeral}
        </text>
        {card.suit ? <g opacity={0.9}>{SIGILS[card.suit](20, 19, 5)}</g> : null}
        {card.suit ? <g opacity={0.9}>{SIGILS[card.suit](W - 20, 19, 5)}</g> : null}
        {!card.suit ? elementMark(card.element, 20, 19) : null}
        {!card.suit ? elementMark(card.element, W - 20, 19) : null}
        <g>{art}</g>
        {showName ? (
          <text x={W / 2} y={H - 24} textAnchor="middle" fontSize={card.name.length > 16 ? 10 : 11.5} fill="currentColor" fontFamily="var(--font-display, Georgia, serif)" letterSpacing={0.6}>
            {card.name.toUpperCase()}
          </text>
        ) : (
          elementMark(card.element, W / 2, H - 27)
        )}
      </g>
    </svg>
  );
}
