/**
 * Time zones for people: the city a zone is named after, its region, and its offset now, so a
 * picker can be searched by "lisbon", "new york" or "+5:30" instead of typed as an IANA id.
 */

export interface ZoneOption {
  /** The IANA id the forms send ("America/New_York"). */
  id: string;
  /** "New York" */
  city: string;
  /** "America" */
  region: string;
  /** "GMT-5" right now (DST included). */
  offset: string;
  /** Minutes east of UTC right now, for sorting. */
  minutes: number;
}

function offsetOf(zone: string, at: Date): { label: string; minutes: number } {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
    const m = /GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?/.exec(part);
    const minutes = m && m[1] ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
    return { label: part === "GMT" ? "GMT+0" : part, minutes };
  } catch {
    return { label: "", minutes: 0 };
  }
}

/**
 * Renamed zones: Chromium's ICU still lists the old CLDR ids (Asia/Calcutta, Europe/Kiev…), so a
 * seeker searching "Kolkata" or "Kyiv" found nothing. The picker shows and sends today's name;
 * every runtime here (browser ICU, Node, the zone table) reads both.
 */
const RENAMED: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Coral_Harbour": "America/Atikokan",
};

/** Today's IANA name for a zone id (unchanged when it was never renamed). */
export function currentZoneId(id: string): string {
  return RENAMED[id] ?? id;
}

/** A browser's zone list with today's names, each once. */
export function currentZoneIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map(currentZoneId))];
}

export function zoneOption(id: string, at: Date = new Date()): ZoneOption {
  const parts = id.split("/");
  const city = (parts[parts.length - 1] ?? id).replace(/_/g, " ");
  const region = parts.length > 1 ? parts.slice(0, -1).join(" / ").replace(/_/g, " ") : "";
  const { label, minutes } = offsetOf(id, at);
  return { id, city, region, offset: label, minutes };
}

/** How a chosen zone reads in its field: "New York (America) · GMT-5". */
export function zoneLabel(option: ZoneOption): string {
  return `${option.city}${option.region ? ` (${option.region})` : ""}${option.offset ? ` · ${option.offset}` : ""}`;
}

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/**
 * The options matching a query: by city, region or id ("new york", "america/new", "kolkata"), or
 * by offset ("+5:30", "gmt-3"); cities starting with the query first, then by offset and city.
 */
export function searchZones(options: readonly ZoneOption[], query: string, limit = 8): ZoneOption[] {
  const q = fold(query.trim());
  if (!q) return [];
  const offsetQuery = /^(?:gmt|utc)?\s*([+-]\d{1,2})(?::?(\d{2}))?$/.exec(q);
  const hits = options.filter((o) => {
    if (offsetQuery) {
      const minutes = Math.sign(Number(offsetQuery[1])) * (Math.abs(Number(offsetQuery[1])) * 60 + Number(offsetQuery[2] ?? 0)) || 0;
      return o.minutes === minutes;
    }
    return fold(o.city).includes(q) || fold(o.id.replace(/_/g, " ")).includes(q) || fold(zoneLabel(o)).includes(q);
  });
  const rank = (o: ZoneOption) => (fold(o.city).startsWith(q) ? 0 : 1);
  return hits.sort((a, b) => rank(a) - rank(b) || a.minutes - b.minutes || a.city.localeCompare(b.city)).slice(0, limit);
}
