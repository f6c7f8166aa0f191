import type { Metadata } from "next";

import { SettingsView } from "@/components/account/settings-view";
import { LoginRequired } from "@/components/portal/login-required";
import { getCurrentUser } from "@/lib/auth/current-user";
import { toSessionUser } from "@/lib/auth/session-user";

export const metadata: Metadata = { title: "Account settings", robots: { index: false }, alternates: { canonical: "/portal/settings" } };

export default async function SettingsPage() {
  const user = await getCurrentUser();
  if (!user) return <LoginRequired />;
  return <SettingsView user={toSessionUser(user)} />;
}
