import { describe, expect, it } from "vitest";

import { madeHow } from "./made-how";
import type { ReadingPageDto } from "./types";

const card = { positionKey: "past", position: "Past", cardId: "major-17", name: "The Star", reversed: false, keywords: ["hope"] };
const tarotReading: Pick<ReadingPageDto, "page" | "persona" | "cards" | "made"> = {
  page: "tarot",
  persona: "solara",
  cards: [card, { ...card, positionKey: "present" }, { ...card, positionKey: "path" }],
  made: { draw: { method: "crypto", drawnAt: "2026-05-10T09:04:00.000Z" }, paidAt: "2026-05-10T09:04:00.000Z", sentAt: "2026-05-10T09:05:00.000Z", reviewed: false },
};

describe("madeHow", () => {
  it("tells how a tarot reading was drawn and written, and says a person read it only when one did", () => {
    const [drawn, written, refund] = madeHow(tarotReading);
    expect(drawn).toBe("Your three cards were drawn by a cryptographic random shuffle when your payment went through, at 09:04 UTC on May 10, 2026. Nobody chose them.");
    expect(written).toBe("Solara's letter was written with our software, in Solara's voice, from those cards and your question. It was sent on May 10, 2026.");
    expect(refund).toMatch(/reply to its email within 7 days for a full refund/);
    expect(madeHow(tarotReading).join(" ")).not.toMatch(/person/);

    const reviewed = madeHow({ ...tarotReading, made: { ...tarotReading.made, reviewed: true } });
    expect(reviewed[1]).toContain("and read and approved by a person on our team before it was sent");
  });

  it("does not claim a cryptographic shuffle for a reading drawn before there was one", () => {
    const [drawn] = madeHow({ ...tarotReading, made: { ...tarotReading.made, draw: { method: "seeded", drawnAt: null } } });
    expect(drawn).toBe("Your three cards were drawn by a shuffle seeded with your order's number when it was placed. Nobody chose them.");
  });

  it("a compatibility report speaks of charts and numbers, and a bundle of its cards too", () => {
    const match = madeHow({ page: "couple", persona: "astra", cards: [], made: { draw: null, paidAt: null, sentAt: null, reviewed: false } });
    expect(match).toHaveLength(2);
    expect(match[0]).toBe("Astra's letter was written with our software, in Astra's voice, from your two charts and your numbers, computed from the birth details you gave.");
    const bundle = madeHow({ page: "couple", persona: "astra", cards: Array.from({ length: 5 }, () => card), made: tarotReading.made });
    expect(bundle[0]).toMatch(/^Your five cards were drawn by a cryptographic random shuffle/);
    expect(bundle[1]).toContain("from your two charts, your numbers and those cards");
  });
});
