import { describe, expect, it } from "vitest";

import { NO_READING_LINE, SIGNED_OUT_LINE, welcomeCopy } from "./welcome";

const now = new Date("2026-11-22T12:00:00Z");

describe("welcomeCopy (SPEC §1)", () => {
  it("invites signed-out visitors to sign in", () => {
    expect(welcomeCopy(null, { intention: null, lastReading: null }, now)).toEqual({ title: null, line: SIGNED_OUT_LINE, intention: null });
    expect(SIGNED_OUT_LINE).toBe("Sign in to begin your celestial logbook.");
  });

  it("greets by first name and waits for the first reading", () => {
    const copy = welcomeCopy({ fullName: "Luna Everhart", username: "stardust" }, { intention: "love", lastReading: null }, now);
    expect(copy.title).toBe("Welcome back, Luna.");
    expect(copy.line).toBe(NO_READING_LINE);
    expect(NO_READING_LINE).toBe("Your cosmic compass awaits its first reading.");
    expect(copy.intention).toBe("Call In Love");
  });

  it("says how long ago the stars were last charted", () => {
    const copy = welcomeCopy({ fullName: null, username: null }, { intention: null, lastReading: "2026-11-19T12:00:00Z" }, now);
    expect(copy.title).toBe("Welcome back, Seeker.");
    expect(copy.line).toBe("Your stars were last charted 3 days ago.");
  });

  it("treats an unreadable timestamp as no reading", () => {
    expect(welcomeCopy({ fullName: "A", username: null }, { intention: "nope", lastReading: "garbage" }, now)).toMatchObject({
      line: NO_READING_LINE,
      intention: null,
    });
  });

  it("signed in, reads the account: its intention and its newest blueprint win over an empty browser", () => {
    // Another device: nothing in this browser's storage, yet the account has both.
    const copy = welcomeCopy(
      { fullName: "Luna Everhart", username: null, intention: "expansion", lastChartedAt: "2026-11-21T12:00:00Z" },
      { intention: null, lastReading: null },
      now,
    );
    expect(copy).toEqual({ title: "Welcome back, Luna.", line: "Your stars were last charted 1 day ago.", intention: "Expand My Magic" });
    // A blueprint charted in this browser since the session was read is newer: it counts.
    expect(welcomeCopy({ fullName: "Luna", username: null, intention: null, lastChartedAt: "2026-11-01T12:00:00Z" }, { intention: "love", lastReading: "2026-11-22T11:00:00Z" }, now)).toEqual({
      title: "Welcome back, Luna.",
      line: "Your stars were last charted about 1 hour ago.",
      intention: null,
    });
  });

  it("signed out, shows nothing of the previous seeker", () => {
    expect(welcomeCopy(null, { intention: "love", lastReading: "2026-11-19T12:00:00Z" }, now)).toEqual({ title: null, line: SIGNED_OUT_LINE, intention: null });
  });
});
