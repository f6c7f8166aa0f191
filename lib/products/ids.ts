/**
 * Product ids and server-side prices: the one source of what is charged (integer minor units).
 * Copy for the shop (titles, features, steps) lives beside this in lib/products.
 */
export const PRODUCT_IDS = ["tarot", "match-report", "bundle-couples", "astro-blueprint", "numerology-map", "tarot-immersion"] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const READING_PRODUCT_IDS = ["tarot", "match-report", "bundle-couples"] as const satisfies readonly ProductId[];
export const LIVE_SESSION_PRODUCT_IDS = ["astro-blueprint", "numerology-map", "tarot-immersion"] as const satisfies readonly ProductId[];
export type LiveSessionProductId = (typeof LIVE_SESSION_PRODUCT_IDS)[number];

export const CURRENCY = "usd";

/** SPEC §9 prices, in cents. */
export const PRICES: Record<ProductId, number> = {
  tarot: 2900,
  "match-report": 2900,
  "bundle-couples": 7900,
  "astro-blueprint": 14900,
  "numerology-map": 12900,
  "tarot-immersion": 11900,
};

export const PRODUCT_NAMES: Record<ProductId, string> = {
  tarot: "Solo Tarot Reading",
  "match-report": "Couples Compatibility Report",
  "bundle-couples": "Couples Bundle",
  "astro-blueprint": "Personal Natal Blueprint Session",
  "numerology-map": "Personal Numerology Map",
  "tarot-immersion": "Live Tarot Immersion",
};

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (PRODUCT_IDS as readonly string[]).includes(value);
}

/** SPEC §9: minor units divided by 100, formatted as currency, with a dollar fallback. */
export function formatAmount(amount: number, currency: string = CURRENCY): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase(), minimumFractionDigits: amount % 100 === 0 ? 0 : 2 }).format(amount / 100);
  } catch {
    return `$${(amount / 100).toFixed(2)}`;
  }
}
