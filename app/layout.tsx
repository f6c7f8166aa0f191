import type { Metadata, Viewport } from "next";

import "./globals.css";
// Every persona's palette (generated from lib/personas by `npm run palettes:build`): in the cached
// stylesheet, not inline in each document and its RSC payload.
import "./persona-palettes.css";

import { Providers } from "@/components/providers";
import { Aurora } from "@/components/shell/aurora";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { SITE_DESCRIPTION, SITE_NAME } from "@/config/site";
import { siteUrl } from "@/lib/app-url";
import { DEFAULT_PERSONA } from "@/lib/personas";
import { personaBootScript } from "@/lib/personas/active";
import { themeBootScript } from "@/lib/theme";

import { fraunces, inter } from "./fonts";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${SITE_NAME} · Tarot, Astrology & Numerology Readings`, template: `%s · ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, type: "website", locale: "en_US" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#151226" },
    { media: "(prefers-color-scheme: light)", color: "#f6f1e7" },
  ],
  colorScheme: "dark light",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // The boot script sets the stored theme's class and the active persona before the first paint.
    <html lang="en" className={`dark ${fraunces.variable} ${inter.variable}`} data-persona={DEFAULT_PERSONA} suppressHydrationWarning>
      <body data-persona={DEFAULT_PERSONA} suppressHydrationWarning className="flex min-h-dvh flex-col">
        <script dangerouslySetInnerHTML={{ __html: themeBootScript() + personaBootScript() }} />
        <Providers>
          <Aurora />
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
