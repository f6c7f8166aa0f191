/** Site-wide constants and navigation (SPEC §1, §2 Shell, §9). */
export const SITE_NAME = "The Quantum Veil";
export const SITE_DESCRIPTION =
  "AI-assisted tarot, astrology and numerology readings from three oracles, Astra, Numa and Solara, written for your question and delivered to your inbox within 24 hours.";

/**
 * SPEC §1/§9 social proof, US number formatting. SPEC names a constant (1247); we show only what
 * we count (lib/stats/counts.ts, components/marketing/counted-line.tsx), never a fixed number.
 * A count (a whole number) with its thousands grouped by commas, as Intl.NumberFormat("en-US") writes
 * it, without building a formatter: the first one loads ICU's number data, ~30 ms of a phone's main
 * thread (issue 16).
 */
export const formatCount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const DELIVERY_HOURS = 24;
export const CONTACT_REPLY_HOURS = 24;
export const REFUND_WINDOW_DAYS = 7;

export interface NavLink {
  href: string;
  label: string;
}

/** Header links; the second depends on the session (SPEC §2 Shell). */
export function headerLinks(signedIn: boolean): NavLink[] {
  return [
    { href: "/", label: "Home" },
    signedIn ? { href: "/portal", label: "My Portal" } : { href: "/solo-reading", label: "Free Reading" },
    { href: "/readings", label: "Readings" },
    { href: "/blog", label: "Blog" },
    { href: "/authors", label: "Oracles" },
    { href: "/about", label: "About" },
  ];
}

export const BLOG_CATEGORY_LINKS = ["astrology", "numerology", "tarot", "quantum"] as const;

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Explore",
    links: [
      { href: "/readings", label: "Readings" },
      { href: "/blog", label: "Blog" },
      { href: "/about", label: "About" },
      { href: "/contact", label: "Contact" },
      { href: "/solo-reading", label: "Free Reading" },
      { href: "/offers/astro-digest", label: "Daily Transit Digest" },
      { href: "/offers/number-brief", label: "Weekly Number Briefing" },
      { href: "/offers/morning-card-pull", label: "Morning Card Pull" },
    ],
  },
  {
    title: "Oracles",
    links: [
      { href: "/authors/astra", label: "Astra" },
      { href: "/authors/numa", label: "Numa" },
      { href: "/authors/solara", label: "Solara" },
    ],
  },
  {
    title: "Categories",
    links: BLOG_CATEGORY_LINKS.map((c) => ({ href: `/blog?category=${c}`, label: c[0]!.toUpperCase() + c.slice(1) })),
  },
  {
    title: "Legal",
    links: [
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
      { href: "/about#editorial", label: "Editorial Policy" },
    ],
  },
];
