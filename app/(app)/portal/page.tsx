import type { Metadata } from "next";

import { PortalView } from "@/components/portal/portal-view";

export const metadata: Metadata = { title: "My Portal", robots: { index: false }, alternates: { canonical: "/portal" } };

export default function PortalPage() {
  return <PortalView />;
}
