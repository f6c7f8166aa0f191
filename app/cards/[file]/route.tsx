import fs from "node:fs/promises";
import path from "node:path";

import { ImageResponse } from "next/og";

import { CARD_RASTER_FONT, CardRaster } from "@/components/readings/card-raster";
import { allCardFiles, CARD_IMAGE_SIZE, parseCardFile } from "@/lib/readings/card-files";

// All 156 files are drawn once, at build (about 20 ms each), and served as static files; any other
// name is a 404 without running anything. Card faces never change under a URL, hence the year-long cache.
export const dynamicParams = false;

export function generateStaticParams() {
  return allCardFiles().map((file) => ({ file }));
}

const font = () => fs.readFile(path.join(process.cwd(), "app", "cards", "[file]", "card-font", "fraunces-500.ttf"));

// GET /cards/{cardId}.png, /cards/{cardId}-reversed.png – a card face as a PNG for the reading email.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const found = parseCardFile((await params).file);
  if (!found) return new Response("Not found", { status: 404 });
  return new ImageResponse(<CardRaster card={found.card} reversed={found.reversed} />, {
    ...CARD_IMAGE_SIZE,
    fonts: [{ name: CARD_RASTER_FONT, data: await font(), weight: 500, style: "normal" }],
    headers: { "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
