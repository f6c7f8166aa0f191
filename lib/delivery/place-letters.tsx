import "server-only";

import type { PlaceNotFoundError } from "@/lib/products/couple";

import { type CareDeps, sendTeamLetter } from "./care-letters";

export const placeEmailKey = (orderId: string) => `place:${orderId}`;

/**
 * The email to a buyer whose paid couples order names a birthplace we cannot find: the reading is
 * held (never charted at 0°, 0°) until they confirm the place by replying. Sent once per order.
 */
export async function sendPlaceQuestion(
  order: { id: string; siteOrigin?: string | null; email: string; amount: number; currency: string; context: unknown; product: string },
  error: PlaceNotFoundError,
  deps: CareDeps,
) {
  const whose = error.who === "p1" ? "your birthplace" : "your partner's birthplace";
  const suggestions = error.suggestions.length > 0 ? ` The nearest matches we have are ${error.suggestions.map((s) => `“${s}”`).join(", ")}.` : "";
  const body = [
    `Thank you for your order. Before Astra can cast the charts, we need to be sure of ${whose}: we could not find “${error.typed || "(left blank)"}” in our atlas of towns and cities.${suggestions}`,
    "Reply to this email with the town or city (and its country), or the nearest larger town. We will not guess: a chart cast for the wrong place would have the wrong rising sign and houses. Your reading is on hold until then, and nothing more is charged.",
  ].join("\n\n");
  return sendTeamLetter(order, placeEmailKey(order.id), "place-question", "One question about your birthplace", "We need to confirm a birthplace", body, deps);
}
