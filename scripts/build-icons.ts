// npm run icons:build – draws the brand mark (the veil in its orbit, as in components/shell/logo.tsx)
// and writes the favicon set Next serves from app/: icon.svg, favicon.ico (16/32/48), apple-icon.png
// (180) and the manifest's icon-192/512 PNGs in public/. Rasterised locally with sharp (no network);
// the outputs are committed, so builds need nothing of this.
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

const ACCENT = "#ad8dfd"; // Astra's glow (lib/personas): the default oracle
const NIGHT = "#151226"; // the dark theme colour (app/layout.tsx viewport)
const STAR = "#f4f1fb";

/** The mark on a night tile; `pad` shrinks it inside the tile (maskable icons need a safe zone). */
function markSvg({ pad = 0, rounded = true }: { pad?: number; rounded?: boolean } = {}): string {
  const scale = (32 - pad * 2) / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${NIGHT}"/>
  <g transform="translate(${pad} ${pad}) scale(${scale})">
    <circle cx="16" cy="16" r="12.5" fill="none" stroke="${ACCENT}" stroke-opacity="0.75" stroke-width="1.3"/>
    <path d="M16 6 C 21.5 11.5, 21.5 20.5, 16 26 C 10.5 20.5, 10.5 11.5, 16 6Z" fill="${ACCENT}" fill-opacity="0.3" stroke="${ACCENT}" stroke-width="1.4"/>
    <circle cx="16" cy="16" r="2.6" fill="${ACCENT}"/>
    <circle cx="23.5" cy="8.5" r="1.3" fill="${STAR}"/>
  </g>
</svg>
`;
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A .ico holding PNG images (supported by every browser since IE Vista-era). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  const write = (file: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    console.log(`wrote ${file} (${data.length} bytes)`);
  };
  const tile = markSvg();
  write(path.join("app", "icon.svg"), tile);
  const icoSizes = [16, 32, 48];
  write(path.join("app", "favicon.ico"), ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(tile, size) })))));
  // Home-screen icons: full-bleed square (iOS rounds it itself; maskable needs the mark inside 80 %).
  const square = markSvg({ pad: 3.5, rounded: false });
  write(path.join("app", "apple-icon.png"), await png(square, 180));
  write(path.join("public", "icons", "icon-192.png"), await png(square, 192));
  write(path.join("public", "icons", "icon-512.png"), await png(square, 512));
}

void main();
