import { Heading, Text } from "@react-email/components";

import { parseMarkup, type Inline } from "@/lib/oracle/writer/markup";
import type { PersonaHandle } from "@/lib/personas";

import { EMAIL_PALETTES, FONTS, PAGE } from "../theme";

const L = PAGE.light;

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((i, n) =>
        i.bold ? (
          <strong key={n} style={{ fontWeight: 700 }}>
            {i.text}
          </strong>
        ) : (
          <span key={n}>{i.text}</span>
        ),
      )}
    </>
  );
}

/** The writer's markup as email blocks: serif body at a reading size, headings in the oracle's colour. */
export function MarkupBlocks({ source, persona }: { source: string; persona: PersonaHandle }) {
  const p = EMAIL_PALETTES[persona];
  return (
    <>
      {parseMarkup(source).map((block, n) => {
        if (block.type === "heading") {
          return (
            <Heading
              key={n}
              as="h2"
              className="qv-accent"
              style={{ margin: "30px 0 10px", color: p.accentOnLight, fontFamily: FONTS.serif, fontSize: 21, lineHeight: "28px", fontWeight: 600 }}
            >
              {block.text}
            </Heading>
          );
        }
        if (block.type === "paragraph") {
          return (
            <Text key={n} className="qv-ink" style={{ margin: "0 0 16px", color: L.ink, fontFamily: FONTS.serif, fontSize: 17, lineHeight: "28px" }}>
              <Inlines inlines={block.inlines} />
            </Text>
          );
        }
        return (
          <table key={n} role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", margin: "0 0 16px" }}>
            <tbody>
              {block.items.map((item, i) => (
                <tr key={i}>
                  <td className="qv-accent" style={{ width: 22, verticalAlign: "top", color: p.accentOnLight, fontFamily: FONTS.serif, fontSize: 17, lineHeight: "28px" }}>
                    {p.glyph}
                  </td>
                  <td className="qv-ink" style={{ paddingBottom: 10, color: L.ink, fontFamily: FONTS.serif, fontSize: 17, lineHeight: "28px" }}>
                    <Inlines inlines={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </>
  );
}
