import type { Metadata } from "next";

import { LoginRequired } from "@/components/portal/login-required";
import { PortalView } from "@/components/portal/portal-view";
import { getCurrentUser } from "@/lib/auth/current-user";
import { toSessionUser } from "@/lib/auth/session-user";
import { getPortalData } from "@/lib/portal/get-portal-data";
import { portalUpsells } from "@/lib/products/upsells";

// SPEC §2: /solo-reading shows the same portal (it is the signed-out "Free Reading" link).
export const metadata: Metadata = {
  title: "Free Cosmic Blueprint",
  description: "Your natal chart and numerology profile, computed for free in your portal.",
  alternates: { canonical: "/portal" },
};

export default async function SoloReadingPage() {
  const user = await getCurrentUser();
  if (!user) return <LoginRequired />;
  return <PortalView user={toSessionUser(user)} data={await getPortalData(user.id)} upsells={portalUpsells()} />;
}
