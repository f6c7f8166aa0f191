import type { Metadata } from "next";

import { FreeReadingForm } from "@/components/free-reading/free-reading-form";
import { QueryProvider } from "@/components/query-provider";
import { LoginRequired } from "@/components/portal/login-required";
import { PortalView } from "@/components/portal/portal-view";
import { getCurrentUser } from "@/lib/auth/current-user";
import { toSessionUser } from "@/lib/auth/session-user";
import { getPortalData } from "@/lib/portal/get-portal-data";
import { portalUpsells } from "@/lib/products/upsells";

// SPEC §2: /solo-reading shows the portal to a signed-in seeker (it is the signed-out "Free Reading"
// link). Signed out, it gives the instant free reading first, then SPEC's 'Login Required'.
export const metadata: Metadata = {
  title: "Free Reading: Your Sun, Moon, Rising and Life Path",
  description: "Enter your birth date, and the time and place if you know them, for your Sun, Moon and rising signs and your Life Path number. Free, instant, no account needed.",
  alternates: { canonical: "/solo-reading" },
};

export default async function SoloReadingPage() {
  const user = await getCurrentUser();
  if (user) {
    return (
      <QueryProvider>
        <PortalView user={toSessionUser(user)} data={await getPortalData(user.id)} upsells={portalUpsells()} />
      </QueryProvider>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
      <header className="max-w-2xl">
        <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">Free Reading</p>
        <h1 className="mt-2 text-4xl font-medium sm:text-5xl">Your sky in a minute, free</h1>
        <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
          Enter your birth date, and the time and place if you know them. Astra reads your Sun, Moon and rising signs and Numa your Life Path number, each in two
          sentences. No account needed, and nothing is stored.
        </p>
      </header>
      <div className="mt-10">
        <FreeReadingForm />
      </div>
      <LoginRequired as="h2" />
    </div>
  );
}
