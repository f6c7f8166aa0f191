import type { Metadata } from "next";

import { PortalView } from "@/components/portal/portal-view";
import { portalUpsells } from "@/lib/products/upsells";

// SPEC §2: /solo-reading shows the same portal (it is the signed-out "Free Reading" link).
export const metadata: Metadata = {
  title: "Free Cosmic Blueprint",
  description: "Your natal chart and numerology profile, computed for free in your portal.",
  alternates: { canonical: "/portal" },
};

export default function SoloReadingPage() {
  return <PortalView upsells={portalUpsells()} />;
}
