import { formatDistance } from "date-fns";

/** SPEC §9 cut-offs. */
export const BLUEPRINT_SUMMARY_LIMIT = 320;
export const MATCH_SUMMARY_LIMIT = 200;
export const ORDER_INTENTION_LIMIT = 180;
export const KEY_PLACEMENTS = 3;
export const AUTO_GENERATE_DELAY_MS = 800;

/** Cuts text to at most `limit` characters, at a word boundary where one is near, with an ellipsis. */
export function truncate(text: string, limit: number): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.—-]+$/, "")}…`;
}

/** Degrees shown to 2 decimals (SPEC §9). */
export const formatDegrees = (degrees: number) => `${degrees.toFixed(2)}°`;

export type OrderDisplayStatus = "delivered" | "processing" | "scheduled";

/** SPEC §4: delivered if the reading has deliveredAt or the order is fulfilled; processing if pending; otherwise scheduled. */
export function orderDisplayStatus(order: { status: string; reading: { deliveredAt: string | null } | null }): OrderDisplayStatus {
  if (order.reading?.deliveredAt || order.status === "fulfilled") return "delivered";
  if (order.status === "pending") return "processing";
  return "scheduled";
}

export const CRAFTING_TEXT = "We're crafting this journey now—watch your inbox.";

export function orderStatusText(order: { status: string; createdAt: string; reading: { deliveredAt: string | null } | null }, now: Date): string {
  if (orderDisplayStatus(order) !== "delivered") return CRAFTING_TEXT;
  const at = new Date(order.reading?.deliveredAt ?? order.createdAt);
  return `Delivered ${formatDistance(at, now, { addSuffix: true })}`;
}

export const ORDER_BADGE: Record<OrderDisplayStatus, string> = { delivered: "Delivered", processing: "Processing", scheduled: "Scheduled" };

/** True when the profile has everything a blueprint needs (SPEC §4 auto-generation). */
export function hasFullBirthProfile(user: { fullName: string | null; dateOfBirth: string | null; timeOfBirth: string | null; placeOfBirth: string | null } | null): boolean {
  return Boolean(user?.fullName?.trim() && user.dateOfBirth && user.timeOfBirth && user.placeOfBirth?.trim());
}
