import type { Metadata } from "next";

import { LoginRequired } from "@/components/portal/login-required";
import { PortalView } from "@/components/portal/portal-view";
import { getCurrentUser } from "@/lib/auth/current-user";
import { toSessionUser } from "@/lib/auth/session-user";
import { getPortalData } from "@/lib/portal/get-portal-data";
import { portalUpsells } from "@/lib/products/upsells";

export const metadata: Metadata = { title: "My Portal", robots: { index: false }, alternates: { canonical: "/portal" } };

// In a route group of its own so that its loading state does not wrap the report pages below
// /portal, whose notFound() must still answer a real 404 (a streamed page answers 200).
export default async function PortalPage() {
  const user = await getCurrentUser();
  if (!user) return <LoginRequired />;
  return <PortalView user={toSessionUser(user)} data={await getPortalData(user.id)} upsells={portalUpsells()} />;
}
