import type { Chart } from "@/lib/oracle/astro/types";
import { formatDegreeMinutes, signOf } from "@/lib/oracle/astro/zodiac";

import { AstroGlyph } from "../glyphs/astro-glyph";
import { bodyName } from "./describe";
import { WHEEL_BODIES } from "./layout";

export interface ChartTableProps {
  chart: Chart;
  caption?: string;
  className?: string;
  /** Id for the caption, so a scroller around the table can be labelled by it. */
  captionId?: string;
}

/** The same chart as a data table, to sit beside the wheel for screen readers and for reading off degrees. */
export function ChartTable({ chart, caption, className, captionId }: ChartTableProps) {
  const rows = WHEEL_BODIES.map((b) => ({
    body: b,
    name: bodyName(b),
    sign: chart.bodies[b].sign,
    degree: formatDegreeMinutes(chart.bodies[b].degreeInSign),
    house: chart.bodies[b].house,
    retrograde: chart.bodies[b].retrograde && b !== "TrueNode",
  }));
  const angles =
    chart.ascendant !== null && chart.midheaven !== null
      ? [
          { name: "Ascendant", lon: chart.ascendant },
          { name: "Midheaven", lon: chart.midheaven },
        ]
      : [];
  return (
    <table className={className}>
      <caption id={captionId}>{caption ?? (chart.houseSystem ? `Positions (${chart.houseSystem} houses)` : "Positions (birth time unknown, no houses)")}</caption>
      <thead>
        <tr>
          <th scope="col">Point</th>
          <th scope="col">Sign</th>
          <th scope="col">Degree</th>
          <th scope="col">House</th>
          <th scope="col">Motion</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">
              <span className="inline-flex items-center gap-1.5">
                <AstroGlyph glyph={{ body: r.body }} className="text-primary" />
                {r.name}
              </span>
            </th>
            <td>
              <span className="inline-flex items-center gap-1.5">
                <AstroGlyph glyph={{ sign: r.sign }} className="text-primary" />
                {r.sign}
              </span>
            </td>
            <td>{r.degree}</td>
            <td>{r.house ?? "—"}</td>
            <td>{r.retrograde ? "Retrograde" : "Direct"}</td>
          </tr>
        ))}
        {angles.map((a) => (
          <tr key={a.name}>
            <th scope="row">{a.name}</th>
            <td>
              <span className="inline-flex items-center gap-1.5">
                <AstroGlyph glyph={{ sign: signOf(a.lon) }} className="text-primary" />
                {signOf(a.lon)}
              </span>
            </td>
            <td>{formatDegreeMinutes(a.lon % 30)}</td>
            <td>—</td>
            <td>—</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
