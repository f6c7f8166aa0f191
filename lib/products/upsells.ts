import "server-only";

import type { Upsell } from "@/components/portal/upsells";

import { LIVE_SESSIONS } from "./catalogue";
import { LIVE_SESSION_PRODUCT_IDS } from "./ids";

/** SPEC §2 Portal 'Go Deeper': the live sessions, each leading to its checkout page. */
export function portalUpsells(): Upsell[] {
  return LIVE_SESSION_PRODUCT_IDS.map((id) => {
    const s = LIVE_SESSIONS[id];
    return { href: `/checkout/${id}`, title: s.name, price: s.priceLabel, persona: s.persona, blurb: s.subtitle };
  });
}
