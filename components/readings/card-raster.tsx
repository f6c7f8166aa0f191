import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";

import { TarotCardFace } from "@/components/oracle/tarot-card";
import { CARD_IMAGE_SIZE } from "@/lib/readings/card-files";
import type { TarotCard } from "@/lib/oracle/tarot";

/** Solara's amber on parchment, as in her emails (emails/theme.ts: accentOnLight). */
export const CARD_RASTER_INK = "#a3480b";
export const CARD_RASTER_PAPER = "#fbf3e2";
/** The font family name the route registers with next/og (a static Fraunces cut, TTF). */
export const CARD_RASTER_FONT = "Fraunces";

// The deck's viewBox (components/oracle/tarot-card.tsx).
const W = 140;
const H = 240;
const SCALE = CARD_IMAGE_SIZE.height / H;

type SvgProps = Record<string, unknown> & { children?: ReactNode };

/**
 * The deck's SVG with what a rasteriser cannot be trusted with taken out: its text (drawn here
 * instead, by satori, from a font we ship: an SVG <text> would be set in whatever fonts the build
 * machine has), its title and description (the email's alt text says it), and the CSS variables
 * it is themed with (replaced by the fixed amber and parchment).
 */
function rasterReady(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(rasterReady);
  if (!isValidElement<SvgProps>(node) || typeof node.type !== "string") return node;
  if (node.type === "text" || node.type === "title" || node.type === "desc") return null;
  const { children, ...rest } = node.props;
  const props: Record<string, unknown> = { key: node.key ?? undefined };
  for (const [name, value] of Object.entries(rest)) props[name] = typeof value === "string" && value.startsWith("var(--tarot-paper") ? CARD_RASTER_PAPER : value;
  return createElement(node.type, props, rasterReady(children));
}

// Room for the name between the card's inner borders, and Fraunces 500's average capital width.
const LETTERING_ROOM = 112;
const CAPITAL_EM = 0.64;

/** A line of the card's own lettering, centred on the card at the baseline the SVG uses, made smaller if it would not fit. */
function Lettering({ text, baseline, size: wanted, tracking }: { text: string; baseline: number; size: number; tracking: number }) {
  const size = Math.min(wanted, (LETTERING_ROOM / text.length - tracking) / CAPITAL_EM);
  return (
    <div
      style={{
        position: "absolute",
        left: 0,
        // Fraunces' capitals rise about 0.72 em above the baseline; line-height 1 puts the box top at the ascender.
        top: (baseline - size * 0.86) * SCALE,
        width: W * SCALE,
        display: "flex",
        justifyContent: "center",
        fontFamily: CARD_RASTER_FONT,
        fontSize: size * SCALE,
        lineHeight: 1,
        letterSpacing: tracking * SCALE,
        color: CARD_RASTER_INK,
      }}
    >
      {text}
    </div>
  );
}

/**
 * One card face for next/og (satori): the same SVG deck the app shows, in amber on parchment,
 * with its numeral and name, turned upside down when reversed. Transparent around the rounded
 * corners, so it sits on the email's light or dark panel alike.
 */
export function CardRaster({ card, reversed }: { card: TarotCard; reversed: boolean }) {
  const face: ReactElement<SvgProps> = TarotCardFace({ card, showName: true });
  return (
    <div style={{ display: "flex", width: CARD_IMAGE_SIZE.width, height: CARD_IMAGE_SIZE.height, alignItems: "center", justifyContent: "center" }}>
      <div style={{ display: "flex", position: "relative", width: W * SCALE, height: H * SCALE, ...(reversed ? { transform: "rotate(180deg)" } : {}) }}>
        <svg viewBox={`0 0 ${W} ${H}`} width={W * SCALE} height={H * SCALE} style={{ color: CARD_RASTER_INK }}>
          {rasterReady(face.props.children)}
        </svg>
        <Lettering text={card.numeral} baseline={22} size={card.numeral.length > 3 ? 14 : 16} tracking={1} />
        <Lettering text={card.name.toUpperCase()} baseline={H - 24} size={11.5} tracking={0.5} />
      </div>
    </div>
  );
}
