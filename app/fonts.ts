import localFont from "next/font/local";

// Self-hosted from @fontsource (no network at build or run time).
export const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
  // A serif stand-in, metric-matched (size-adjust, ascent/descent overrides), so the swap to the
  // web font moves no heading (CLS) and the LCP text paints at once in the fallback.
  adjustFontFallback: "Times New Roman",
});

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  adjustFontFallback: "Arial",
});
