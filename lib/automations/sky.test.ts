import { describe, expect, it } from "vitest";

import { composeDailyDigest } from "@/lib/oracle/writer/compose-series";

import { skyForLocalDay } from "./sky";

describe("the sky of a local day", () => {
  it("times the Moon's sign change on the reader's clock and writes it in order", () => {
    const paris = skyForLocalDay("2026-11-22", "Europe/Paris");
    expect(paris.moon.startSign).toBe("Aries");
    expect(paris.moon.ingress).toEqual({ sign: "Taurus", localTime: "11:10" });
    expect(paris.moon.sign).toBe("Taurus"); // at local noon
    const text = composeDailyDigest({ seed: "s", dateLabel: "Sunday 22 November", ...paris }).replace(/\s+/g, " ");
    expect(text).toContain("The Moon begins your day in Aries");
    expect(text).toContain("At about 11:10 your time she moves into Taurus");
    expect(text).toContain("you may feel the shift before lunch");
    // Tokyo is eight hours ahead: the same crossing falls in its evening.
    expect(skyForLocalDay("2026-11-22", "Asia/Tokyo").moon.ingress).toEqual({ sign: "Taurus", localTime: "19:10" });
  });

  it("names the phase from the Sun–Moon angle and reports ingresses of the day", () => {
    const full = skyForLocalDay("2026-11-24", "Asia/Tokyo");
    expect(full.moon.phase).toBe("Full Moon");
    expect(full.moon.illumination).toBeGreaterThanOrEqual(98);
    const sunIngress = skyForLocalDay("2026-11-22", "Asia/Tokyo").ingresses;
    expect(sunIngress).toEqual([{ body: "Sun", from: "Scorpio", to: "Sagittarius" }]);
    expect(skyForLocalDay("2026-11-23", "Asia/Tokyo").ingresses).toEqual([]);
  });
});
