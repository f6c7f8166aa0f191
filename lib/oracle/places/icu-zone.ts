/**
 * ICU's view of a zone (through Intl), kept apart from the pre-1970 table so that code running in
 * the browser (the forms' zone check) does not ship it.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

export function icuFormatterFor(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** True when ICU knows the zone. */
export function isKnownTimeZone(timezone: string): boolean {
  try {
    icuFormatterFor(timezone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone at an instant according to ICU, in whole seconds east of UTC. */
export function icuOffsetSeconds(timezone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const p: Record<string, string> = {};
  for (const part of icuFormatterFor(timezone).formatToParts(new Date(whole))) p[part.type] = part.value;
  let year = Number(p.year);
  if (p.era === "BC" || p.era === "B") year = 1 - year;
  const d = new Date(0);
  d.setUTCFullYear(year, Number(p.month) - 1, Number(p.day));
  d.setUTCHours(Number(p.hour), Number(p.minute), Number(p.second), 0);
  return Math.round((d.getTime() - whole) / 1000);
}
