import fs from "node:fs/promises";
import path from "node:path";

import { ImageResponse } from "next/og";

import { formatPostDate } from "@/lib/content/filter";
import { getAllPosts, getPostBySlug } from "@/lib/content/posts";
import { personaOrDefault, type PersonaHandle } from "@/lib/personas";

export const alt = "The Quantum Veil · Cosmic Wisdom Blog";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

// Local TTFs (satori cannot read WOFF2): nothing is fetched, the machine may be offline.
const FONT_DIR = path.join(process.cwd(), "app", "(marketing)", "blog", "[slug]", "og-fonts");
const fonts = Promise.all([
  fs.readFile(path.join(FONT_DIR, "fraunces-500.ttf")),
  fs.readFile(path.join(FONT_DIR, "fraunces-italic-400.ttf")),
]);

/** Deep background and glow per oracle, matching the emblems. */
const TONES: Record<PersonaHandle, { deep: string; glow: string; light: string }> = {
  astra: { deep: "#16112e", glow: "139, 116, 255", light: "#d9d0ff" },
  numa: { deep: "#0a2124", glow: "45, 212, 191", light: "#c8f5ee" },
  solara: { deep: "#26101e", glow: "251, 146, 60", light: "#ffe2bf" },
};

export default async function PostOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = getPostBySlug(slug);
  const [serif, serifItalic] = await fonts;
  const persona = personaOrDefault(post?.personaHandle);
  const tone = TONES[persona.handle];
  const title = post?.title ?? "Cosmic Wisdom Blog";
  const titleSize = title.length > 70 ? 58 : title.length > 45 ? 66 : 76;

  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          position: "relative",
          padding: "64px 72px",
          color: "#f4f1fb",
          backgroundColor: tone.deep,
          backgroundImage: `radial-gradient(circle at 88% 12%, rgba(${tone.glow}, 0.42), rgba(${tone.glow}, 0) 46%), radial-gradient(circle at 8% 108%, rgba(${tone.glow}, 0.22), rgba(${tone.glow}, 0) 42%)`,
        }}
      >
        <div
          style={{ position: "absolute", display: "flex", right: -170, top: -170, width: 560, height: 560, borderRadius: 9999, border: `1px solid rgba(${tone.glow}, 0.3)` }}
        />
        <div
          style={{ position: "absolute", display: "flex", right: -60, top: -60, width: 340, height: 340, borderRadius: 9999, border: `1px solid rgba(${tone.glow}, 0.18)` }}
        />
        <div style={{ position: "absolute", display: "flex", right: 262, top: 136, width: 12, height: 12, borderRadius: 9999, backgroundColor: `rgb(${tone.glow})` }} />
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 22, letterSpacing: 4 }}>
          <div style={{ display: "flex", color: tone.light }}>THE QUANTUM VEIL</div>
          <div style={{ display: "flex", color: `rgb(${tone.glow})`, textTransform: "uppercase" }}>{post?.category ?? "journal"}</div>
        </div>

        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontFamily: "Fraunces", fontSize: titleSize, lineHeight: 1.08, maxWidth: 1000, letterSpacing: -1 }}>{title}</div>
          <div style={{ display: "flex", width: 96, height: 3, marginTop: 36, backgroundColor: `rgb(${tone.glow})` }} />
        </div>

        <div style={{ display: "flex", alignItems: "flex-end", justifyContent: "space-between" }}>
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ display: "flex", fontFamily: "Fraunces", fontSize: 34 }}>{persona.displayName}</div>
            <div style={{ display: "flex", marginTop: 6, fontSize: 22, color: tone.light }}>
              {post ? `${persona.role} · ${formatPostDate(post.publishedAt, "long")}${post.readTime ? ` · ${post.readTime} min read` : ""}` : persona.role}
            </div>
          </div>
          <div style={{ display: "flex", fontFamily: "Fraunces Italic", fontSize: 26, color: tone.light, maxWidth: 520, textAlign: "right" }}>
            {persona.signature}
          </div>
        </div>
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
