/**
 * Crisis lines for the care letter: the buyer's country's own lines first, then the lines every
 * letter carries whatever the country (the findahelpline.com directory, 988 in the US, Samaritans
 * 116 123 in the UK and Ireland, and the local emergency number).
 *
 * REVIEW THIS TABLE. Written 2026-11-24. Only numbers the author was sure of are listed; each was
 * checked against the services' own published details as stored in the reference pages available
 * while writing (the sources named beside each country), without calling any line. Numbers change:
 * re-check every line against its source at least every six months and before adding a country.
 */

export type CrisisKind = "self-harm" | "abuse";

export interface CrisisLine {
  /** Stable id, used to list a line once ("samaritans" is both British and Irish). */
  id: string;
  name: string;
  /** How to reach them, as a letter writes it after the name: "call or text 988". */
  reach: string;
  /** "24 hours a day, every day", when known. */
  hours?: string;
  /** Who or where it serves, when narrower than everyone in the country ("in Scotland"). */
  note?: string;
  /** ISO 3166-1 alpha-2 country the line serves; null for an international service. */
  country: string | null;
}

interface CountryLines {
  name: string;
  /** The emergency number(s), as a letter writes them after "call". */
  emergency: string;
  "self-harm": readonly CrisisLine[];
  abuse: readonly CrisisLine[];
}

const DAY_AND_NIGHT = "24 hours a day, every day";

const SAMARITANS: CrisisLine = {
  id: "samaritans",
  name: "Samaritans",
  reach: "call 116 123 (free)",
  hours: DAY_AND_NIGHT,
  note: "UK and Ireland",
  country: null,
};

const US_988: CrisisLine = {
  id: "us-988",
  name: "988 Suicide & Crisis Lifeline",
  reach: "call or text 988, or chat at 988lifeline.org",
  hours: DAY_AND_NIGHT,
  note: "United States",
  country: "US",
};

const FIND_A_HELPLINE: CrisisLine = {
  id: "findahelpline",
  name: "Find A Helpline",
  reach: "findahelpline.com lists free, confidential helplines in most countries",
  country: null,
};

const LINES: Readonly<Record<string, CountryLines>> = {
  // Sources: 988lifeline.org; thehotline.org (National Domestic Violence Hotline).
  US: {
    name: "the United States",
    emergency: "911",
    "self-harm": [US_988],
    abuse: [
      {
        id: "us-ndvh",
        name: "National Domestic Violence Hotline",
        reach: "call 1-800-799-7233, text START to 88788, or chat at thehotline.org",
        hours: DAY_AND_NIGHT,
        country: "US",
      },
    ],
  },
  // Sources: 988.ca and the Government of Canada launch notice (30 Nov 2023); kidshelpphone.ca;
  // sheltersafe.ca (Women's Shelters Canada). Canada has no single national abuse line.
  CA: {
    name: "Canada",
    emergency: "911",
    "self-harm": [
      { id: "ca-988", name: "9-8-8 Suicide Crisis Helpline", reach: "call or text 988", hours: DAY_AND_NIGHT, country: "CA" },
      {
        id: "ca-kids-help-phone",
        name: "Kids Help Phone",
        reach: "call 1-800-668-6868 or text CONNECT to 686868",
        hours: DAY_AND_NIGHT,
        note: "for young people",
        country: "CA",
      },
    ],
    abuse: [
      {
        id: "ca-sheltersafe",
        name: "ShelterSafe",
        reach: "sheltersafe.ca finds the shelter nearest you and its crisis line",
        country: "CA",
      },
      {
        id: "ca-kids-help-phone",
        name: "Kids Help Phone",
        reach: "call 1-800-668-6868 or text CONNECT to 686868",
        hours: DAY_AND_NIGHT,
        note: "for young people",
        country: "CA",
      },
    ],
  },
  // Sources: samaritans.org; giveusashout.org; nationaldahelpline.org.uk (Refuge);
  // sdafmh.org.uk (Scottish Women's Aid); gov.wales/live-fear-free; Nexus NI / PSNI;
  // mensadviceline.org.uk (Respect).
  GB: {
    name: "the United Kingdom",
    emergency: "999 (or 112)",
    "self-harm": [SAMARITANS, { id: "gb-shout", name: "Shout", reach: "text SHOUT to 85258", hours: DAY_AND_NIGHT, country: "GB" }],
    abuse: [
      {
        id: "gb-ndah",
        name: "National Domestic Abuse Helpline",
        reach: "call 0808 2000 247 (free)",
        hours: DAY_AND_NIGHT,
        note: "England, run by Refuge",
        country: "GB",
      },
      {
        id: "gb-scotland-dafmh",
        name: "Scotland's Domestic Abuse and Forced Marriage Helpline",
        reach: "call 0800 027 1234 (free)",
        hours: DAY_AND_NIGHT,
        note: "Scotland",
        country: "GB",
      },
      { id: "gb-live-fear-free", name: "Live Fear Free", reach: "call 0808 80 10 800 (free)", hours: DAY_AND_NIGHT, note: "Wales", country: "GB" },
      {
        id: "gb-ni-dsah",
        name: "Domestic and Sexual Abuse Helpline",
        reach: "call 0808 802 1414 (free)",
        hours: DAY_AND_NIGHT,
        note: "Northern Ireland",
        country: "GB",
      },
      { id: "gb-mens-advice-line", name: "Men's Advice Line", reach: "call 0808 801 0327 (free)", note: "for men", country: "GB" },
    ],
  },
  // Sources: samaritans.org; pieta.ie; text50808.ie; womensaid.ie.
  IE: {
    name: "Ireland",
    emergency: "112 or 999",
    "self-harm": [
      SAMARITANS,
      { id: "ie-pieta", name: "Pieta", reach: "call 1800 247 247 or text HELP to 51444", hours: DAY_AND_NIGHT, country: "IE" },
      { id: "ie-50808", name: "Text 50808", reach: "text HELLO to 50808", hours: DAY_AND_NIGHT, country: "IE" },
    ],
    abuse: [{ id: "ie-womens-aid", name: "Women's Aid", reach: "call 1800 341 900 (free)", hours: DAY_AND_NIGHT, country: "IE" }],
  },
  // Sources: lifeline.org.au; suicidecallbackservice.org.au; 1800respect.org.au.
  AU: {
    name: "Australia",
    emergency: "000",
    "self-harm": [
      { id: "au-lifeline", name: "Lifeline", reach: "call 13 11 14 or text 0477 13 11 14", hours: DAY_AND_NIGHT, country: "AU" },
      { id: "au-scbs", name: "Suicide Call Back Service", reach: "call 1300 659 467", hours: DAY_AND_NIGHT, country: "AU" },
    ],
    abuse: [{ id: "au-1800respect", name: "1800RESPECT", reach: "call 1800 737 732", hours: DAY_AND_NIGHT, country: "AU" }],
  },
  // Sources: 1737.org.nz; lifeline.org.nz; womensrefuge.org.nz; govt.nz (family violence page).
  NZ: {
    name: "New Zealand",
    emergency: "111",
    "self-harm": [
      { id: "nz-1737", name: "1737, Need to talk?", reach: "call or text 1737", hours: DAY_AND_NIGHT, country: "NZ" },
      { id: "nz-lifeline", name: "Lifeline Aotearoa", reach: "call 0800 543 354 or text 4357", hours: DAY_AND_NIGHT, country: "NZ" },
    ],
    abuse: [
      { id: "nz-womens-refuge", name: "Women's Refuge", reach: "call 0800 733 843 (0800 REFUGE)", hours: DAY_AND_NIGHT, country: "NZ" },
      { id: "nz-shine", name: "Shine Helpline", reach: "call 0508 744 633", hours: "9am to 11pm every day", country: "NZ" },
    ],
  },
  // Sources: telemanas.mohfw.gov.in (Ministry of Health and Family Welfare); wcd.nic.in (181).
  IN: {
    name: "India",
    emergency: "112",
    "self-harm": [{ id: "in-tele-manas", name: "Tele-MANAS", reach: "call 14416 or 1-800-891-4416 (free)", hours: DAY_AND_NIGHT, country: "IN" }],
    abuse: [{ id: "in-181", name: "Women Helpline", reach: "call 181", hours: DAY_AND_NIGHT, country: "IN" }],
  },
  // Sources: telefonseelsorge.de; hilfetelefon.de.
  DE: {
    name: "Germany",
    emergency: "112",
    "self-harm": [
      { id: "de-telefonseelsorge", name: "TelefonSeelsorge", reach: "call 0800 111 0 111 or 0800 111 0 222 (free)", hours: DAY_AND_NIGHT, country: "DE" },
    ],
    abuse: [{ id: "de-hilfetelefon", name: "Hilfetelefon Gewalt gegen Frauen", reach: "call 116 016 (free)", hours: DAY_AND_NIGHT, country: "DE" }],
  },
  // Sources: 3114.fr (numéro national de prévention du suicide); arretonslesviolences.gouv.fr (3919).
  FR: {
    name: "France",
    emergency: "112 (or 15 for medical help)",
    "self-harm": [{ id: "fr-3114", name: "3114, numéro national de prévention du suicide", reach: "call 3114 (free)", hours: DAY_AND_NIGHT, country: "FR" }],
    abuse: [{ id: "fr-3919", name: "3919, Violences Femmes Info", reach: "call 3919 (free)", hours: DAY_AND_NIGHT, country: "FR" }],
  },
  // Sources: sanidad.gob.es (Línea 024, since 10 May 2022); violenciagenero.igualdad.gob.es (016).
  ES: {
    name: "Spain",
    emergency: "112",
    "self-harm": [{ id: "es-024", name: "024, Línea de atención a la conducta suicida", reach: "call 024 (free)", hours: DAY_AND_NIGHT, country: "ES" }],
    abuse: [{ id: "es-016", name: "016", reach: "call 016 (free, and it does not show on the phone bill)", hours: DAY_AND_NIGHT, country: "ES" }],
  },
  // Sources: 113.nl (113 is free since October 2025); veiligthuis.nl.
  NL: {
    name: "the Netherlands",
    emergency: "112",
    "self-harm": [{ id: "nl-113", name: "113 Zelfmoordpreventie", reach: "call 113 or 0800-0113 (free), or chat at 113.nl", hours: DAY_AND_NIGHT, country: "NL" }],
    abuse: [{ id: "nl-veilig-thuis", name: "Veilig Thuis", reach: "call 0800-2000 (free)", hours: DAY_AND_NIGHT, country: "NL" }],
  },
  // Sources: zelfmoord1813.be; preventionsuicide.be.
  BE: {
    name: "Belgium",
    emergency: "112",
    "self-harm": [
      { id: "be-1813", name: "Zelfmoordlijn", reach: "call 1813 (free)", hours: DAY_AND_NIGHT, note: "in Dutch", country: "BE" },
      { id: "be-cps", name: "Centre de Prévention du Suicide", reach: "call 0800 32 123 (free)", hours: DAY_AND_NIGHT, note: "in French", country: "BE" },
    ],
    abuse: [],
  },
  // Sources: sos.org.sg (Samaritans of Singapore).
  SG: {
    name: "Singapore",
    emergency: "995 (ambulance) or 999 (police)",
    "self-harm": [{ id: "sg-sos", name: "Samaritans of Singapore", reach: "call 1767, or WhatsApp 9151 1767", hours: DAY_AND_NIGHT, country: "SG" }],
    abuse: [],
  },
};

/** The countries this table has lines for. */
export const CRISIS_COUNTRIES: readonly string[] = Object.keys(LINES);

/** IANA time zones (and their old aliases) of the countries above. */
const ZONES: Readonly<Record<string, readonly string[]>> = {
  US: [
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Los_Angeles",
    "America/Phoenix",
    "America/Anchorage",
    "America/Adak",
    "America/Juneau",
    "America/Sitka",
    "America/Metlakatla",
    "America/Yakutat",
    "America/Nome",
    "America/Boise",
    "America/Detroit",
    "America/Menominee",
    "America/Indiana/Indianapolis",
    "America/Indiana/Knox",
    "America/Indiana/Marengo",
    "America/Indiana/Petersburg",
    "America/Indiana/Tell_City",
    "America/Indiana/Vevay",
    "America/Indiana/Vincennes",
    "America/Indiana/Winamac",
    "America/Indianapolis",
    "America/Kentucky/Louisville",
    "America/Kentucky/Monticello",
    "America/Louisville",
    "America/North_Dakota/Beulah",
    "America/North_Dakota/Center",
    "America/North_Dakota/New_Salem",
    "Pacific/Honolulu",
    "US/Eastern",
    "US/Central",
    "US/Mountain",
    "US/Pacific",
    "US/Arizona",
    "US/Alaska",
    "US/Hawaii",
    "US/Michigan",
    "US/East-Indiana",
  ],
  CA: [
    "America/Toronto",
    "America/Montreal",
    "America/Vancouver",
    "America/Edmonton",
    "America/Winnipeg",
    "America/Regina",
    "America/Swift_Current",
    "America/Halifax",
    "America/Glace_Bay",
    "America/Moncton",
    "America/Goose_Bay",
    "America/St_Johns",
    "America/Whitehorse",
    "America/Dawson",
    "America/Dawson_Creek",
    "America/Fort_Nelson",
    "America/Creston",
    "America/Yellowknife",
    "America/Inuvik",
    "America/Cambridge_Bay",
    "America/Rankin_Inlet",
    "America/Resolute",
    "America/Iqaluit",
    "America/Pangnirtung",
    "America/Thunder_Bay",
    "America/Nipigon",
    "America/Rainy_River",
    "America/Atikokan",
    "America/Blanc-Sablon",
    "Canada/Atlantic",
    "Canada/Central",
    "Canada/Eastern",
    "Canada/Mountain",
    "Canada/Newfoundland",
    "Canada/Pacific",
    "Canada/Saskatchewan",
    "Canada/Yukon",
  ],
  GB: ["Europe/London", "Europe/Belfast", "GB", "GB-Eire"],
  IE: ["Europe/Dublin", "Eire"],
  AU: [
    "Australia/Sydney",
    "Australia/Melbourne",
    "Australia/Brisbane",
    "Australia/Adelaide",
    "Australia/Perth",
    "Australia/Hobart",
    "Australia/Darwin",
    "Australia/Lord_Howe",
    "Australia/Broken_Hill",
    "Australia/Lindeman",
    "Australia/Eucla",
    "Australia/Currie",
    "Australia/Canberra",
    "Australia/ACT",
    "Australia/NSW",
    "Australia/North",
    "Australia/Queensland",
    "Australia/South",
    "Australia/Tasmania",
    "Australia/Victoria",
    "Australia/West",
    "Australia/Yancowinna",
    "Antarctica/Macquarie",
  ],
  NZ: ["Pacific/Auckland", "Pacific/Chatham", "NZ", "NZ-CHAT"],
  IN: ["Asia/Kolkata", "Asia/Calcutta"],
  DE: ["Europe/Berlin", "Europe/Busingen"],
  FR: ["Europe/Paris"],
  ES: ["Europe/Madrid", "Africa/Ceuta", "Atlantic/Canary"],
  NL: ["Europe/Amsterdam"],
  BE: ["Europe/Brussels"],
  SG: ["Asia/Singapore", "Singapore"],
};

const ZONE_COUNTRY = new Map(Object.entries(ZONES).flatMap(([country, zones]) => zones.map((zone) => [zone.toLowerCase(), country] as const)));

/** Names a buyer may type for a country instead of its code. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  uk: "GB",
  "united kingdom": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  us: "US",
  usa: "US",
  "united states": "US",
  "united states of america": "US",
  america: "US",
  canada: "CA",
  ireland: "IE",
  "republic of ireland": "IE",
  eire: "IE",
  australia: "AU",
  "new zealand": "NZ",
  aotearoa: "NZ",
  india: "IN",
  germany: "DE",
  deutschland: "DE",
  france: "FR",
  spain: "ES",
  espana: "ES",
  netherlands: "NL",
  "the netherlands": "NL",
  holland: "NL",
  nederland: "NL",
  belgium: "BE",
  singapore: "SG",
};

function countryCode(value: string): string | null {
  const text = value
    .trim()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
  if (!text) return null;
  const named = COUNTRY_NAMES[text];
  if (named) return named;
  return /^[a-z]{2}$/.test(text) ? text.toUpperCase() : null;
}

function regionOfLocale(locale: string): string | null {
  const tag = locale.trim().replace(/_/g, "-");
  if (!tag) return null;
  try {
    const region = new Intl.Locale(tag).region;
    if (region && /^[A-Z]{2}$/.test(region)) return region;
    return null;
  } catch {
    const m = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})(?:-|$)/i.exec(tag);
    return m?.[1] ? m[1].toUpperCase() : null;
  }
}

/**
 * The buyer's country (ISO 3166-1 alpha-2), or null: a stated country wins, then the browser's
 * time zone (for the countries this module knows), then the region of the locale ("en-GB" → GB).
 */
export function countryFromContext(context: { country?: string | null; timezone?: string | null; locale?: string | null }): string | null {
  if (context.country) {
    const code = countryCode(context.country);
    if (code) return code;
  }
  if (context.timezone) {
    const byZone = ZONE_COUNTRY.get(context.timezone.trim().toLowerCase());
    if (byZone) return byZone;
  }
  if (context.locale) return regionOfLocale(context.locale);
  return null;
}

/** The local emergency number as a line ("your local emergency number" when the country is unknown). */
export function emergencyLine(country: string | null): CrisisLine {
  const known = country ? LINES[country.toUpperCase()] : undefined;
  return known
    ? { id: `emergency-${country?.toUpperCase()}`, name: "If you are in danger right now", reach: `call ${known.emergency}`, country: country?.toUpperCase() ?? null }
    : { id: "emergency", name: "If you are in danger right now", reach: "call your local emergency number", country: null };
}

/** The name of a country this table knows ("the United Kingdom"), for a letter. */
export function countryName(country: string | null): string | null {
  return (country && LINES[country.toUpperCase()]?.name) || null;
}

/**
 * The crisis lines for a letter, in the order it lists them: the country's own lines for this
 * kind, the emergency number, then the lines every letter carries. Each line once.
 */
export function crisisResources(country: string | null, kind: CrisisKind): CrisisLine[] {
  const code = country ? country.toUpperCase() : null;
  const local = code ? LINES[code]?.[kind] ?? [] : [];
  const out = new Map<string, CrisisLine>();
  for (const line of [...local, emergencyLine(code), FIND_A_HELPLINE, US_988, SAMARITANS]) {
    if (!out.has(line.id)) out.set(line.id, line);
  }
  return [...out.values()];
}
