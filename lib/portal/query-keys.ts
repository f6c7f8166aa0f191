/**
 * The portal's TanStack Query keys (SPEC §7: each is the call's path). Shared by the server pages
 * that seed the cache with what they rendered and the client hooks that read and refresh it, so
 * it is a plain module, not a client one.
 */
export const SOLO_REPORTS_KEY = ["/api/reports/solo"] as const;
export const MATCH_REPORTS_KEY = ["/api/reports/match"] as const;
export const MY_ORDERS_KEY = ["/api/orders/me"] as const;
