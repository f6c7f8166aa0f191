import "server-only";

import type { PersonaHandle } from "@/lib/personas";

import { LIVE_SESSIONS } from "./catalogue";
import { LIVE_SESSION_PRODUCT_IDS } from "./ids";

/** One of the portal's 'Go Deeper' offers (components/portal/upsells.tsx shows them). */
export interface Upsell {
  href: string;
  title: string;
  price: string;
  persona: PersonaHandle;
  blurb: string;
}

/** SPEC §2 Portal 'Go Deeper': the live sessions, each leading to its checkout page. */
export function portalUpsells(): Upsell[] {
  return LIVE_SESSION_PRODUCT_IDS.map((id) => {
    const s = LIVE_SESSIONS[id];
    return { href: `/checkout/${id}`, title: s.name, price: s.priceLabel, persona: s.persona, blurb: s.subtitle };
  });
}
