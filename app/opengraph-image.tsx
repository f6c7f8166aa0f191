import fs from "node:fs/promises";
import path from "node:path";

import { ImageResponse } from "next/og";

import { SITE_NAME } from "@/config/site";

/** The default Open Graph image (1200×630) for every page without its own; rendered at build. */
export const alt = `${SITE_NAME} · Tarot, Astrology & Numerology Readings`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// The blog's local TTFs (satori cannot read WOFF2): nothing is fetched.
const FONT_DIR = path.join(process.cwd(), "app", "(marketing)", "blog", "[slug]", "og-fonts");
const GLOW = "173, 141, 253"; // Astra's glow, the default oracle
const LIGHT = "#d9d0ff";

export default async function DefaultOgImage() {
  const [serif, serifItalic] = await Promise.all([
    fs.readFile(path.join(FONT_DIR, "fraunces-500.ttf")),
    fs.readFile(path.join(FONT_DIR, "fraunces-italic-400.ttf")),
  ]);
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          alignItems: "center",
          position: "relative",
          color: "#f4f1fb",
          backgroundColor: "#151226",
          backgroundImage: `radial-gradient(circle at 85% 10%, rgba(${GLOW}, 0.4), rgba(${GLOW}, 0) 45%), radial-gradient(circle at 10% 105%, rgba(${GLOW}, 0.22), rgba(${GLOW}, 0) 42%)`,
        }}
      >
        <svg width="150" height="150" viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="12.5" fill="none" stroke={`rgb(${GLOW})`} strokeOpacity="0.75" strokeWidth="1" />
          <path d="M16 6 C 21.5 11.5, 21.5 20.5, 16 26 C 10.5 20.5, 10.5 11.5, 16 6Z" fill={`rgba(${GLOW}, 0.3)`} stroke={`rgb(${GLOW})`} strokeWidth="1.1" />
          <circle cx="16" cy="16" r="2.6" fill={`rgb(${GLOW})`} />
          <circle cx="23.5" cy="8.5" r="1.2" fill="#f4f1fb" />
        </svg>
        <div style={{ display: "flex", marginTop: 40, fontFamily: "Fraunces", fontSize: 84, letterSpacing: -1 }}>
          The Quantum&nbsp;<span style={{ fontFamily: "Fraunces Italic", color: LIGHT }}>Veil</span>
        </div>
        <div style={{ display: "flex", marginTop: 22, fontSize: 28, letterSpacing: 6, color: LIGHT }}>TAROT · ASTROLOGY · NUMEROLOGY</div>
      </div>
    ),
    {
      ...size,
      fonts: [
        { name: "Fraunces", data: serif, weight: 500, style: "normal" },
        { name: "Fraunces Italic", data: serifItalic, weight: 400, style: "italic" },
      ],
    },
  );
}
