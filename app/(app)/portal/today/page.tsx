import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { LoginRequired } from "@/components/portal/login-required";
import { EmptyState } from "@/components/portal/portal-section";
import { PortalTabs } from "@/components/portal/portal-tabs";
import { TodayView } from "@/components/portal/today-view";
import { getCurrentUser } from "@/lib/auth/current-user";
import { greetingName, toSessionUser } from "@/lib/auth/session-user";
import { hasBlueprint } from "@/lib/sky/personal-sky";

export const metadata: Metadata = { title: "Today", robots: { index: false }, alternates: { canonical: "/portal/today" } };

/** The portal's Today tab: the seeker's own sky for their local day, from their latest blueprint. */
export default async function TodayPage() {
  const user = await getCurrentUser();
  if (!user) return <LoginRequired />;
  const ready = await hasBlueprint(user.id);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
      <PortalTabs current="today" hasBlueprint={ready} />
      <header>
        <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">Today</p>
        <h1 className="mt-2 text-4xl font-medium sm:text-5xl">Your sky, {greetingName(toSessionUser(user))}</h1>
      </header>
      <div className="mt-6">
        {ready ? (
          <TodayView />
        ) : (
          <EmptyState>
            Your sky today is read against your birth chart, and there is none yet.{" "}
            <Link href="/portal" className="text-primary underline underline-offset-4">
              Generate your cosmic blueprint
            </Link>{" "}
            first; it takes a moment.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
