import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { castChart, computeChart } from "@/lib/oracle/astro";

import { ChartTable, ChartWheel, describeChart } from "./chart-wheel";
import { WHEEL_BODIES } from "./chart-wheel/layout";
import { BODY_PATHS, SIGN_PATHS } from "./glyphs/paths";

const input = { utc: new Date("1990-05-14T07:15:00Z"), latitude: 51.5085, longitude: -0.1257 };
const chart = computeChart(input);
const noTime = castChart(input, false);

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("ChartWheel", () => {
  const html = renderToStaticMarkup(<ChartWheel chart={chart} title="Birth chart for Maya" idPrefix="maya" />);

  it("is an accessible image with a title and a description", () => {
    expect(html).toMatch(/^<svg[^>]*role="img"/);
    expect(html).toContain('aria-labelledby="maya-title maya-desc"');
    expect(html).toContain('<title id="maya-title">Birth chart for Maya</title>');
    expect(html).toContain('<desc id="maya-desc">Sun in Taurus, Moon in Capricorn, Cancer rising.');
  });

  it("draws the twelve signs and every planet as SVG paths (no font glyphs), and the four angles", () => {
    const retrograde = WHEEL_BODIES.filter((b) => b !== "TrueNode" && chart.bodies[b].retrograde).length;
    expect(count(html, "data-glyph")).toBe(12 + WHEEL_BODIES.length + retrograde);
    expect(html).toContain(`<path d="${SIGN_PATHS.Aries}"`);
    expect(html).toContain(`<path d="${BODY_PATHS.Jupiter}"`);
    // No astrological character is left for a system font to draw (or fail to).
    expect(html.replace(/<(title|desc)[^>]*>[^<]*<\/\1>/g, "")).not.toMatch(/[\u2600-\u26FF\u211E]/u);
    for (const label of [">ASC<", ">MC<", ">DSC<", ">IC<"]) expect(html).toContain(label);
    // Twelve house numbers.
    for (let h = 1; h <= 12; h++) expect(html).toContain(`>${h}</text>`);
  });

  it("themes through CSS variables, planets in the accent, tense and harmonious aspects drawn differently", () => {
    expect(html).toContain("var(--primary)");
    expect(html).toMatch(new RegExp(`<path d="${BODY_PATHS.Sun}" stroke="var\\(--primary\\)"`));
    expect(html).not.toMatch(/fill="#[0-9a-f]{3,6}"/i);
    const lines = chart.aspects.filter((a) => a.type !== "conjunction" && a.a !== "TrueNode" && a.b !== "TrueNode");
    expect(lines.length).toBeGreaterThan(0);
    expect(count(html, 'stroke-dasharray="5 3"')).toBe(lines.filter((a) => a.nature === "harmonious").length);
  });

  it("has no client-only code: the same markup every render", () => {
    expect(renderToStaticMarkup(<ChartWheel chart={chart} title="Birth chart for Maya" idPrefix="maya" />)).toBe(html);
  });

  it("works for a chart without houses, and can show the Moon's range", () => {
    const bare = renderToStaticMarkup(<ChartWheel chart={noTime} moonRange={{ start: 280, end: 293 }} />);
    expect(bare).not.toContain(">ASC<");
    expect(bare).toContain("birth time unknown");
    expect(bare).toContain("The Moon&#x27;s range on the birth day");
    expect(describeChart(noTime)).toContain("Birth time unknown: no houses.");
  });
});

describe("ChartTable", () => {
  it("lists every point with sign, degree, house and motion", () => {
    const html = renderToStaticMarkup(<ChartTable chart={chart} />);
    expect(html).toContain("<caption>Positions (placidus houses)</caption>");
    expect(count(html, '<th scope="row">')).toBe(13);
    expect(html).toContain("Ascendant");
    expect(html).toContain("Retrograde");
    const bare = renderToStaticMarkup(<ChartTable chart={noTime} />);
    expect(count(bare, '<th scope="row">')).toBe(11);
    expect(bare).toContain("birth time unknown");
  });
});
