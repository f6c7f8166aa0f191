import { describe, expect, it } from "vitest";

import { GET, dynamicParams, generateStaticParams } from "@/app/cards/[file]/route";
import { cardImagePath } from "@/lib/delivery/card-images";
import { DECK } from "@/lib/oracle/tarot";
import { CARD_IMAGE_SIZE, cardFileName, parseCardFile } from "@/lib/readings/card-files";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function cardResponse(file: string) {
  return GET(new Request(`http://localhost:3000/cards/${file}`), { params: Promise.resolve({ file }) });
}

/** Width and height from the PNG's IHDR chunk (always the first, right after the signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("card images for email (/cards/{cardId}[-reversed].png)", () => {
  it("pre-renders exactly the 156 files the email links to, and nothing else", () => {
    const files = generateStaticParams().map((p) => p.file);
    expect(files).toHaveLength(156);
    expect(new Set(files).size).toBe(156);
    for (const card of DECK) {
      for (const reversed of [false, true]) {
        expect(files).toContain(cardImagePath(card.id, reversed).replace("/cards/", ""));
        expect(parseCardFile(cardFileName(card.id, reversed))).toEqual({ card, reversed });
      }
    }
    // Any other name is a 404 without running the handler.
    expect(dynamicParams).toBe(false);
  });

  it("answers every card as a 240×400 PNG with a year-long cache; a reversed card is a different picture", async () => {
    for (const card of DECK) {
      const [upright, reversed] = await Promise.all([cardResponse(cardFileName(card.id, false)), cardResponse(cardFileName(card.id, true))]);
      const pngs: Buffer[] = [];
      for (const res of [upright, reversed]) {
        expect(res.status, card.id).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const png = Buffer.from(await res.arrayBuffer());
        expect(png.subarray(0, 8).equals(PNG_SIGNATURE), card.id).toBe(true);
        expect(pngSize(png)).toEqual(CARD_IMAGE_SIZE);
        pngs.push(png);
      }
      expect(pngs[0]?.equals(pngs[1] ?? Buffer.alloc(0)), `${card.id} reversed`).toBe(false);
    }
  }, 120_000);

  it("answers 404 for anything that is not one of the deck's files", async () => {
    for (const file of ["major-22.png", "major-17.PNG", "major-17.jpg", "major-17", "cups-15.png", "cups-01-reversed.png.png", "swords-1.png", "../major-17.png", "major-17-upright.png", ""]) {
      expect(parseCardFile(file), file).toBeNull();
      expect((await cardResponse(file)).status, file).toBe(404);
    }
  });
});
