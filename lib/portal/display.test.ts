import { describe, expect, it } from "vitest";

import {
  AUTO_GENERATE_DELAY_MS,
  BLUEPRINT_SUMMARY_LIMIT,
  CRAFTING_TEXT,
  hasFullBirthProfile,
  KEY_PLACEMENTS,
  MATCH_SUMMARY_LIMIT,
  ORDER_INTENTION_LIMIT,
  orderDisplayStatus,
  orderStatusText,
  truncate,
} from "./display";

const now = new Date("2026-11-22T12:00:00Z");

describe("portal display rules", () => {
  it("truncate to the limit with an ellipsis, at a word boundary", () => {
    expect(truncate("short", 320)).toBe("short");
    const long = "The stars were generous the night you arrived, and the Moon sat high. ".repeat(10);
    const cut = truncate(long, 320);
    expect(cut.length).toBeLessThanOrEqual(320);
    expect(cut.endsWith("…")).toBe(true);
    expect(truncate("x".repeat(500), 200)).toHaveLength(200);
  });

  it("use the cut-offs and delay of SPEC §9", () => {
    expect([BLUEPRINT_SUMMARY_LIMIT, MATCH_SUMMARY_LIMIT, ORDER_INTENTION_LIMIT, KEY_PLACEMENTS, AUTO_GENERATE_DELAY_MS]).toEqual([320, 200, 180, 3, 800]);
    const intention = "I want to know whether to take the job in Lisbon or stay close to my family this year. ".repeat(4);
    expect(truncate(intention, ORDER_INTENTION_LIMIT).length).toBeLessThanOrEqual(180);
  });

  it("derive the order display status (SPEC §4)", () => {
    expect(orderDisplayStatus({ status: "paid", reading: { deliveredAt: "2026-11-21T12:00:00Z" } })).toBe("delivered");
    expect(orderDisplayStatus({ status: "fulfilled", reading: null })).toBe("delivered");
    expect(orderDisplayStatus({ status: "pending", reading: null })).toBe("processing");
    expect(orderDisplayStatus({ status: "paid", reading: null })).toBe("scheduled");
    expect(orderDisplayStatus({ status: "refunded", reading: null })).toBe("scheduled");
  });

  it("say 'Delivered {relative time}' or the crafting text", () => {
    expect(orderStatusText({ status: "fulfilled", createdAt: "2026-11-20T12:00:00Z", reading: { deliveredAt: "2026-11-21T12:00:00Z" } }, now)).toBe("Delivered 1 day ago");
    expect(orderStatusText({ status: "paid", createdAt: "2026-11-22T11:00:00Z", reading: null }, now)).toBe(CRAFTING_TEXT);
    expect(CRAFTING_TEXT).toBe("We're crafting this journey now—watch your inbox.");
  });

  it("need all four birth fields before auto-generating", () => {
    const full = { fullName: "Luna", dateOfBirth: "1990-05-14", timeOfBirth: "08:15", placeOfBirth: "London" };
    expect(hasFullBirthProfile(full)).toBe(true);
    expect(hasFullBirthProfile({ ...full, timeOfBirth: null })).toBe(false);
    expect(hasFullBirthProfile({ ...full, placeOfBirth: " " })).toBe(false);
    expect(hasFullBirthProfile(null)).toBe(false);
  });
});
