"use client";

import { useEffect } from "react";

// Replaces the root layout when the layout itself fails, so nothing of it can be relied on: no
// global styles, fonts or providers. Inline styles in the night-sky palette (Astra's tint).
const page: React.CSSProperties = {
  margin: 0,
  minHeight: "100dvh",
  display: "grid",
  placeItems: "center",
  padding: "2rem",
  background: "radial-gradient(circle at 30% 20%, #2a2150 0%, #151226 60%)",
  color: "#f6f1e7",
  fontFamily: "ui-sans-serif, system-ui, sans-serif",
  textAlign: "center",
};
const button: React.CSSProperties = {
  font: "inherit",
  fontWeight: 600,
  padding: "0.7rem 1.4rem",
  borderRadius: "0.75rem",
  border: "1px solid #b9a6ff",
  background: "#b9a6ff",
  color: "#151226",
  cursor: "pointer",
};

/** The last resort (BRAND.md voice): the whole site failed to render. */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body style={page}>
        <title>The Quantum Veil</title>
        <main style={{ maxWidth: "34rem" }}>
          <p aria-hidden style={{ fontSize: "3.5rem", margin: 0, fontFamily: "Georgia, serif", fontStyle: "italic" }}>
            ✦
          </p>
          <h1 style={{ fontFamily: "Georgia, serif", fontWeight: 500, fontSize: "2rem", margin: "1.5rem 0 0" }}>The sky went quiet for a moment</h1>
          <p style={{ lineHeight: 1.7, fontSize: "1.1rem", opacity: 0.85, marginTop: "1rem" }}>
            The Quantum Veil didn&apos;t load just now. Nothing you did caused it, and nothing of yours is lost. Take a breath and try again; if it lingers, come
            back in a little while.
          </p>
          <p style={{ marginTop: "2rem", display: "flex", gap: "0.75rem", justifyContent: "center", flexWrap: "wrap" }}>
            <button type="button" style={button} onClick={() => retry()}>
              Try again
            </button>
            {/* A plain link, a full page load: the router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ ...button, background: "transparent", color: "#f6f1e7", textDecoration: "none" }}>
              Return Home
            </a>
          </p>
          {error.digest ? <p style={{ marginTop: "2rem", fontSize: "0.85rem", opacity: 0.7 }}>Reference: {error.digest}</p> : null}
        </main>
      </body>
    </html>
  );
}
