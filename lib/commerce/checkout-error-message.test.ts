import { describe, expect, it } from "vitest";

import { ApiRequestError } from "@/lib/api-client";

import { checkoutErrorMessage, liveCheckoutErrorMessage } from "./checkout-error-message";

describe("checkout error messages (SPEC §8)", () => {
  it("turns a 401 into the product's sign-in message", () => {
    const unauthorized = new ApiRequestError("Please sign in to continue.", 401, { message: "Please sign in to continue." });
    expect(checkoutErrorMessage(unauthorized, "tarot")).toBe("Please sign in before purchasing a reading.");
    expect(checkoutErrorMessage(unauthorized, "match")).toBe("Please sign in to unlock the compatibility report.");
    expect(checkoutErrorMessage(unauthorized, "bundle")).toBe("Please sign in to access the couples bundle.");
  });

  it("also when only the message mentions 401 (e.g. a proxy's plain-text answer)", () => {
    expect(checkoutErrorMessage(new ApiRequestError("401 Unauthorized", 502, "401 Unauthorized"), "match")).toBe("Please sign in to unlock the compatibility report.");
  });

  it("shows the server message, else the fallback", () => {
    expect(checkoutErrorMessage(new ApiRequestError("Too many checkouts", 429, {}), "tarot")).toBe("Too many checkouts");
    expect(checkoutErrorMessage(new TypeError("Failed to fetch"), "bundle")).toBe("Something went wrong. Please try again.");
    expect(liveCheckoutErrorMessage(new ApiRequestError("Payments are paused", 503, {}))).toBe("Payments are paused");
    expect(liveCheckoutErrorMessage(new TypeError("Failed to fetch"))).toBe("We couldn’t start your checkout just yet. Please try again.");
  });
});
