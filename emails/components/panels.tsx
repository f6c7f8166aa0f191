import { Img, Section, Text } from "@react-email/components";

import type { PersonaHandle } from "@/lib/personas";

import { EMAIL_PALETTES, FONTS, PAGE } from "../theme";

const L = PAGE.light;

export interface CardFace {
  position: string;
  name: string;
  reversed: boolean;
  keywords: string[];
  /** A hosted PNG of the card face, drawn upside down when reversed (every mail client shows PNGs). */
  imageUrl?: string;
}

/** The cards drawn, as a row of small panels (stacked on phones). */
export function CardStrip({ cards, persona }: { cards: CardFace[]; persona: PersonaHandle }) {
  const p = EMAIL_PALETTES[persona];
  const width = `${Math.floor(100 / Math.min(cards.length, 3))}%`;
  const rows: CardFace[][] = [];
  for (let i = 0; i < cards.length; i += 3) rows.push(cards.slice(i, i + 3));
  return (
    <Section style={{ margin: "4px 0 24px" }}>
      {rows.map((row, r) => (
        <table key={r} role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", borderCollapse: "separate", borderSpacing: "0 8px" }}>
          <tbody>
            <tr>
              {row.map((c) => (
                <td key={c.position} className="qv-col" style={{ width, verticalAlign: "top", padding: "0 4px" }}>
                  <div
                    className="qv-panel qv-panel-top"
                    data-testid="email-card"
                    style={{ backgroundColor: L.panel, border: `1px solid ${L.rule}`, borderTop: `3px solid ${p.mid}`, borderRadius: 12, padding: "14px 14px 12px", margin: "0 0 8px" }}
                  >
                    {c.imageUrl ? (
                      <Img
                        src={c.imageUrl}
                        width="120"
                        height="200"
                        alt={`${c.name}${c.reversed ? ", reversed" : ""}`}
                        style={{ display: "block", width: 120, maxWidth: "100%", height: "auto", margin: "0 auto 10px", borderRadius: 8, border: 0 }}
                      />
                    ) : null}
                    <Text className="qv-accent" style={{ margin: 0, color: p.accentOnLight, fontSize: 11, letterSpacing: "0.16em", textTransform: "uppercase", fontFamily: FONTS.sans }}>
                      {c.position}
                    </Text>
                    <Text className="qv-ink" style={{ margin: "6px 0 0", color: L.ink, fontSize: 18, lineHeight: "23px", fontFamily: FONTS.serif }}>
                      {c.name}
                    </Text>
                    <Text className="qv-muted" style={{ margin: "6px 0 0", color: L.muted, fontSize: 13, lineHeight: "18px", fontFamily: FONTS.sans }}>
                      {c.reversed ? "Reversed · " : "Upright · "}
                      {c.keywords.slice(0, 2).join(", ")}
                    </Text>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      ))}
    </Section>
  );
}

export interface FactRow {
  label: string;
  value: string;
}

/** A small two-column panel of facts (a couple's key placements, a reservation). */
export function FactsPanel({ title, rows, persona }: { title: string; rows: FactRow[]; persona: PersonaHandle }) {
  const p = EMAIL_PALETTES[persona];
  return (
    <Section className="qv-panel" style={{ backgroundColor: L.panel, border: `1px solid ${L.rule}`, borderRadius: 12, padding: "16px 18px", margin: "4px 0 24px" }}>
      <Text className="qv-accent" style={{ margin: "0 0 8px", color: p.accentOnLight, fontSize: 11, letterSpacing: "0.16em", textTransform: "uppercase", fontFamily: FONTS.sans }}>
        {title}
      </Text>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%" }}>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <td className="qv-muted" style={{ padding: "4px 12px 4px 0", color: L.muted, fontSize: 14, lineHeight: "20px", fontFamily: FONTS.sans, verticalAlign: "top", whiteSpace: "nowrap" }}>
                {r.label}
              </td>
              <td className="qv-ink" style={{ padding: "4px 0", color: L.ink, fontSize: 15, lineHeight: "20px", fontFamily: FONTS.serif }}>
                {r.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
