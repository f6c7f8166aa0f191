import localFont from "next/font/local";

// Self-hosted from @fontsource (no network at build or run time).
//
// Not preloaded (issue 16). With `swap` and a metric-matched fallback the text paints at the first
// paint in the fallback and the swap moves nothing, so a font is never what the first paint or the
// LCP waits for (Chrome reports no new LCP entry at the swap: the lead paragraph's LCP is the first
// contentful paint). A preload only put 86 kB of fonts at high priority beside the one render-
// blocking stylesheet on a phone's connection, and onto Lighthouse's simulated LCP path.
export const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
  preload: false,
  // A serif stand-in, metric-matched (size-adjust, ascent/descent overrides), so the swap to the
  // web font moves no heading (CLS) and the LCP text paints at once in the fallback.
  adjustFontFallback: "Times New Roman",
});

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
});
