import type { Metadata } from "next";

import { PortalView } from "@/components/portal/portal-view";
import { portalUpsells } from "@/lib/products/upsells";

export const metadata: Metadata = { title: "My Portal", robots: { index: false }, alternates: { canonical: "/portal" } };

export default function PortalPage() {
  return <PortalView upsells={portalUpsells()} />;
}
