import { ApiRequestError } from "@/lib/api-client";
import type { ReadingKind } from "@/lib/products/catalogue";

/** SPEC §8 toast titles and messages for checkout failures (client side). */
export const CHECKOUT_ERROR_TITLE = "Checkout error";
export const LIVE_CHECKOUT_ERROR_TITLE = "Checkout unavailable";
export const CHECKOUT_FALLBACK = "Something went wrong. Please try again.";
export const LIVE_CHECKOUT_FALLBACK = "We couldn’t start your checkout just yet. Please try again.";

export const SIGN_IN_MESSAGES: Record<ReadingKind, string> = {
  tarot: "Please sign in before purchasing a reading.",
  match: "Please sign in to unlock the compatibility report.",
  bundle: "Please sign in to access the couples bundle.",
};

/** Only a server's own answer is worth showing; a dropped connection or a bug gets the fallback. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && error.message ? error.message : null;
}

/** SPEC §8: a message containing 401 becomes the product's sign-in line; else the server message or the fallback. */
export function checkoutErrorMessage(error: unknown, kind: ReadingKind): string {
  const message = serverMessage(error);
  if ((error instanceof ApiRequestError && error.status === 401) || message?.includes("401")) return SIGN_IN_MESSAGES[kind];
  return message ?? CHECKOUT_FALLBACK;
}

/** SPEC §8 live sessions: the server message, or the fallback. */
export function liveCheckoutErrorMessage(error: unknown): string {
  return serverMessage(error) ?? LIVE_CHECKOUT_FALLBACK;
}
