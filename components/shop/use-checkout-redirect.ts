"use client";

import { useEffect, useState } from "react";

import { apiPost } from "@/lib/api-client";

/**
 * Posts a checkout call and sends the browser to the returned checkout URL. `redirecting` keeps
 * the button disabled while the next page loads, and is cleared if the buyer comes back with the
 * Back button (the page is restored from the back/forward cache as it was left).
 */
export function useCheckoutRedirect() {
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function startCheckout(path: string, payload: unknown): Promise<void> {
    const { checkoutUrl } = await apiPost<{ checkoutUrl: string }>(path, payload);
    setRedirecting(true);
    window.location.assign(checkoutUrl);
  }

  return { redirecting, startCheckout };
}
