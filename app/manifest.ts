import type { MetadataRoute } from "next";

import { SITE_DESCRIPTION, SITE_NAME } from "@/config/site";

/** The web app manifest (/manifest.webmanifest): name, colours and the icons from scripts/build-icons.ts. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: "Quantum Veil",
    description: SITE_DESCRIPTION,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#151226",
    theme_color: "#151226",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icons/icon-192.png", type: "image/png", sizes: "192x192", purpose: "any" },
      { src: "/icons/icon-512.png", type: "image/png", sizes: "512x512", purpose: "any" },
      { src: "/icons/icon-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  };
}
