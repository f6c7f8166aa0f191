import { beforeAll, describe, expect, it } from "vitest";

import { GET as getCalendar } from "@/app/api/sky/calendar/route";
import { GET as getFeed } from "@/app/api/sky/feed/[token]/route";
import { POST as postFeed } from "@/app/api/sky/feed/route";
import { GET as getToday } from "@/app/api/sky/today/route";
import { POST as postSolo } from "@/app/api/reports/solo/route";
import { castNatalChart } from "@/lib/oracle/natal";
import { skyCalendar, skyToday, type SkyCalendarDto, type SkySubject, type SkyTodayDto } from "@/lib/sky/personal-sky";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonRequest } from "../support/http";
import { sessionCookieFor } from "../support/session";

const birth = { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" };

async function get(userId: string | null, path: string) {
  const headers: Record<string, string> = userId ? { cookie: await sessionCookieFor(userId) } : {};
  return new Request(`http://localhost:3000${path}`, { headers });
}

describe.each(TEST_DATABASES)("GET /api/sky on $name", (kind) => {
  const app = withAppDatabase(kind);
  let luna = "";
  let empty = "";

  beforeAll(async () => {
    const make = (email: string) => app.prisma.user.create({ data: { email, passwordHash: "x", fullName: email, dateOfBirth: "1990-05-14" }, select: { id: true } });
    luna = (await make("luna@example.com")).id;
    empty = (await make("empty@example.com")).id;
    const res = await postSolo(jsonRequest("/api/reports/solo", birth, { headers: { cookie: await sessionCookieFor(luna) } }), undefined);
    expect(res.status).toBe(201);
  });

  it("answers 401 { message } signed out and 404 { message } without a blueprint", async () => {
    for (const path of ["/api/sky/today", "/api/sky/calendar?days=30"]) {
      const handler = path.includes("today") ? getToday : getCalendar;
      const out = await handler(await get(null, path), undefined);
      expect(out.status).toBe(401);
      expect(await out.json()).toEqual({ message: expect.any(String) });
      const none = await handler(await get(empty, path), undefined);
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ message: expect.stringMatching(/blueprint/) });
    }
  });

  it("validates days and the zone with a 400 { message }, never a 500", async () => {
    for (const q of ["days=0", "days=91", "days=abc", "days=1.5", "days=-3", "days=", "tz=Mars/Olympus", `tz=${"x".repeat(500)}`]) {
      const res = await getCalendar(await get(luna, `/api/sky/calendar?${q}`), undefined);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
    const res = await getToday(await get(luna, "/api/sky/today?tz=Not/AZone"), undefined);
    expect(res.status).toBe(400);
  });

  it("gives today's headline, two secondary transits, the Moon's house, the day number and the card", async () => {
    const res = await getToday(await get(luna, "/api/sky/today?tz=Asia/Tokyo"), undefined);
    expect(res.status).toBe(200);
    const today = (await res.json()) as SkyTodayDto;
    expect(today.timezone).toBe("Asia/Tokyo");
    expect(today.localDate).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date()));
    expect(today.timeKnown).toBe(true);
    expect(today.note).toBeNull();
    expect(today.blueprint?.name).toBe("Luna Everhart");
    expect(today.headline).not.toBeNull();
    expect(today.headline!.text.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
    expect(today.secondary.length).toBeLessThanOrEqual(2);
    expect(today.moon.house).toBeGreaterThanOrEqual(1);
    expect(today.moon.text).toMatch(/house/);
    expect(today.dayNumber.value).toBeGreaterThanOrEqual(1);
    // Numa's working in words, ending on the number.
    expect(today.dayNumber.working).toMatch(new RegExp(`^your personal month \\d+ \\+ the day \\d+( → \\d+)* = \\d+( → \\d+)*$`));
    expect(today.dayNumber.working.endsWith(` ${today.dayNumber.value}`)).toBe(true);
    expect(today.card.name.length).toBeGreaterThan(2);
    // Without a zone, the birthplace's.
    const home = (await (await getToday(await get(luna, "/api/sky/today"), undefined)).json()) as SkyTodayDto;
    expect(home.timezone).toBe("Europe/London");
  });

  it("lists thirty days of exact transits and lunations, in time order, with ISO times in the window", async () => {
    const res = await getCalendar(await get(luna, "/api/sky/calendar?days=30&tz=America/New_York"), undefined);
    expect(res.status).toBe(200);
    const cal = (await res.json()) as SkyCalendarDto;
    expect(cal.days).toBe(30);
    expect(cal.events.length).toBeGreaterThan(15);
    expect(cal.events.some((e) => e.kind === "lunation")).toBe(true);
    expect(cal.events.some((e) => e.kind === "aspect")).toBe(true);
    let prev = 0;
    for (const e of cal.events) {
      const t = Date.parse(e.at);
      expect(e.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(t).toBeGreaterThanOrEqual(Date.parse(cal.from));
      expect(t).toBeLessThan(Date.parse(cal.to));
      expect(t).toBeGreaterThanOrEqual(prev);
      prev = t;
      expect(e.title.length).toBeGreaterThan(5);
      expect(e.text.length).toBeGreaterThan(30);
      // The seeker's local clock.
      expect(e.localTime).toBe(new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(t)));
    }
    const week = (await (await getCalendar(await get(luna, "/api/sky/calendar?days=7"), undefined)).json()) as SkyCalendarDto;
    expect(week.events.length).toBeLessThan(cal.events.length);
  });
});

describe.each(TEST_DATABASES)("the private calendar feed on $name", (kind) => {
  const app = withAppDatabase(kind);
  let seeker = "";
  beforeAll(async () => {
    seeker = (await app.prisma.user.create({ data: { email: "feed@example.com", passwordHash: "x", fullName: "Fee Feed", dateOfBirth: "1990-05-14" }, select: { id: true } })).id;
  });
  const feed = (token: string) => getFeed(new Request(`http://localhost:3000/api/sky/feed/${token}`), { params: Promise.resolve({ token }) });
  const post = async (userId: string | null) => postFeed(jsonRequest("/api/sky/feed", { junk: [1, 2] }, { headers: userId ? { cookie: await sessionCookieFor(userId) } : {} }), undefined);

  it("makes a private .ics link of the seeker's exact transits; a new link retires the old one", async () => {
    expect((await post(null)).status).toBe(401);
    expect((await post(seeker)).status).toBe(404); // no blueprint yet
    const made = await postSolo(jsonRequest("/api/reports/solo", birth, { headers: { cookie: await sessionCookieFor(seeker) } }), undefined);
    expect(made.status).toBe(201);

    const res = await post(seeker);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const token = url.split("/").at(-1)!;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/sky\/feed\/[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    expect(JSON.stringify(await app.prisma.skyFeed.findMany())).not.toContain(token);

    const ics = await feed(token);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(20);
    expect(text).toMatch(/SUMMARY:(New|Full) Moon in /);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    const again = (await (await post(seeker)).json()) as { url: string };
    expect(again.url).not.toBe(url);
    const old = await feed(token);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ message: expect.any(String) });
    expect((await feed("not-a-token")).status).toBe(404);
  });
});

describe("the seeker's sky over many days", () => {
  const place = { name: "London", latitude: 51.50853, longitude: -0.12574, timezone: "Europe/London" };
  const known: SkySubject = { natal: castNatalChart({ date: "1990-05-14", time: "08:15", place }), dob: "1990-05-14", blueprint: null, birthTimezone: "Europe/London" };
  const unknown: SkySubject = { natal: castNatalChart({ date: "1990-05-14", time: null, place }), dob: "1990-05-14", blueprint: null, birthTimezone: "Europe/London" };
  const days = Array.from({ length: 21 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i, 9)));

  it("never repeats a day's words: headlines, secondary lines and Moon lines all differ from day to day", () => {
    const out = days.map((now) => skyToday(known, { now, cardSeedId: "seeker" }));
    const headlines = out.map((d) => d.headline?.text ?? "");
    expect(new Set(headlines).size).toBe(headlines.length);
    // Not one template with the names swapped: the opening words vary too.
    expect(new Set(headlines.map((h) => h.split(" ").slice(0, 2).join(" "))).size).toBeGreaterThan(2);
    const moons = out.map((d) => d.moon.text);
    expect(new Set(moons).size).toBeGreaterThan(8);
    expect(new Set(out.map((d) => d.card.id)).size).toBeGreaterThan(10);
    expect(new Set(out.map((d) => d.dayNumber.value)).size).toBeGreaterThan(5);
  });

  it("says openly that there are no houses without a birth time, and names none", () => {
    for (const now of days.slice(0, 7)) {
      const today = skyToday(unknown, { now, cardSeedId: "seeker" });
      expect(today.timeKnown).toBe(false);
      expect(today.note).toMatch(/birth time is not known/);
      expect(today.moon.house).toBeNull();
      const words = [today.headline?.text, ...today.secondary.map((s) => s.text), today.moon.text, ...today.events.map((e) => e.text)].join(" ");
      expect(words).not.toMatch(/house/i);
      expect(words).not.toMatch(/Ascendant|Midheaven|natal Moon/);
    }
    const cal = skyCalendar(unknown, 30, { now: days[0] });
    expect(cal.events.every((e) => e.house === null && !/house/i.test(e.text))).toBe(true);
  });

  it("works on the seeker's clock: the same instant is a different local day in Tokyo and Los Angeles", () => {
    const now = new Date("2026-11-20T20:00:00Z");
    const tokyo = skyToday(known, { now, timezone: "Asia/Tokyo", cardSeedId: "s" });
    const la = skyToday(known, { now, timezone: "America/Los_Angeles", cardSeedId: "s" });
    expect(tokyo.localDate).toBe("2026-11-21");
    expect(la.localDate).toBe("2026-11-20");
    expect(tokyo.card.id === la.card.id && tokyo.dayNumber.value === la.dayNumber.value).toBe(false);
  });
});
