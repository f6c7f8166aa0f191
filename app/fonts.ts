import localFont from "next/font/local";

// Self-hosted from @fontsource (no network at build or run time).
//
// Preloaded (the default), measured in issue 16: the LCP text is painted at the first contentful paint
// (one LCP candidate, none at the swap), so fonts are not what Lighthouse's LCP waits for. Without
// the preload the swap came after the first paint and reflowed the text (the metric-matched fallback
// keeps the size, not the line breaks): CLS 0.106 on /offers/astro-digest.
export const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
  // A serif stand-in, metric-matched (size-adjust, ascent/descent overrides), so the swap to the
  // web font moves no heading (CLS) and the LCP text paints at once in the fallback.
  adjustFontFallback: "Times New Roman",
});

// Body text: "optional", not "swap". Chrome holds the first paint briefly for a preloaded optional
// font; where it is still not there (a slow first visit), the page keeps the metric-matched fallback
// rather than swapping later: a swap re-broke the lines of every paragraph above the fold and moved
// the rest (CLS 0.11 on / under Lighthouse's applied throttling, once the stylesheet was inlined and
// the first paint came before the font). The next page finds Inter in the cache.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
  adjustFontFallback: "Arial",
});
