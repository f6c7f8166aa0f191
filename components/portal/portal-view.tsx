import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { Settings, Sparkles } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { greetingName, type SessionUser } from "@/lib/auth/session-user";
import { formatCalendarDate } from "@/lib/dates";
import type { PortalData } from "@/lib/portal/get-portal-data";
import { MATCH_REPORTS_KEY, MY_ORDERS_KEY, SOLO_REPORTS_KEY } from "@/lib/portal/query-keys";
import type { Upsell } from "@/lib/products/upsells";

import { BlueprintGenerator } from "./blueprint-generator";
import { LatestBlueprint } from "./latest-blueprint";
import { PortalBlueprints, PortalMatchReports, PortalOrders } from "./portal-lists";
import { PortalTabs } from "./portal-tabs";
import { PortalSection } from "./portal-section";
import { Upsells } from "./upsells";
import { RememberedIntention, WelcomeLine } from "./welcome-line";

interface PortalViewProps {
  user: SessionUser;
  /** The seeker's lists, read on the server (lib/portal/get-portal-data.ts). */
  data: PortalData;
  upsells: readonly Upsell[];
}

/**
 * SPEC §2 Portal, signed in. What it opens on is decided here, once: the newest blueprint (wheel
 * and summary) when there is one (data.opening, lib/portal/get-portal-data.ts), else the generator,
 * prefilled with the seeker's birth details. Rendered on the server with the seeker's lists in it; the lists are
 * also handed to TanStack Query (the same keys as the SPEC §7 calls), so the client leaves start
 * from them without a request and a refresh after POST /api/reports/solo updates them in place.
 */
export function PortalView({ user, data, upsells }: PortalViewProps) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SOLO_REPORTS_KEY, data.solo);
  queryClient.setQueryData(MATCH_REPORTS_KEY, data.match);
  queryClient.setQueryData(MY_ORDERS_KEY, data.orders);

  const generator = (
    <PortalSection
      id="generator-title"
      title={data.opening ? "Chart another blueprint" : "Generate a cosmic blueprint"}
      description="Your natal chart and numerology, computed in a moment. All four birth details are needed."
    >
      <BlueprintGenerator user={user} />
    </PortalSection>
  );

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
        <PortalTabs current="overview" hasBlueprint={data.solo.length > 0} />
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">My Portal</p>
            <h1 className="mt-2 text-4xl font-medium break-words sm:text-5xl">Welcome back, {greetingName(user)}</h1>
            <WelcomeLine user={user} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost">
              <Link href="/portal/settings" data-testid="portal-settings-link">
                <Settings aria-hidden /> Account settings
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/readings">
                <Sparkles aria-hidden /> Book a reading
              </Link>
            </Button>
          </div>
        </header>

        {data.opening ? (
          <div className="mt-10">
            <LatestBlueprint detail={data.opening} />
          </div>
        ) : null}

        <div className={`${data.opening ? "mt-6" : "mt-10"} grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]`}>
          <div className="grid min-w-0 content-start gap-6">
            {/* Always in this place: moved below the history once a blueprint existed, it was
                mounted afresh and lost what the seeker had typed (or the clearing after a chart). */}
            {generator}
            <PortalSection id="history-title" title="Blueprint history" description="Newest first.">
              <PortalBlueprints />
            </PortalSection>
            <PortalSection id="match-title" title="Compatibility reports">
              <PortalMatchReports />
            </PortalSection>
          </div>
          <div className="grid content-start gap-6">
            <Snapshot user={user} />
            <PortalSection id="orders-title" title="Orders & deliveries">
              <PortalOrders />
            </PortalSection>
            <PortalSection id="deeper-title" title="Go Deeper" description="Live sessions with your oracles.">
              <Upsells upsells={upsells} />
            </PortalSection>
          </div>
        </div>
      </div>
    </HydrationBoundary>
  );
}

function Snapshot({ user }: { user: SessionUser }) {
  const dob = user.dateOfBirth ? formatCalendarDate(user.dateOfBirth, "long") : null;
  const rows: [string, React.ReactNode][] = [
    ["Name", user.fullName],
    ["Birth date", dob],
    ["Birth time", user.timeOfBirth],
    ["Birthplace", user.placeOfBirth],
    ["Current intention", <RememberedIntention key="intention" intention={user.intention} />],
  ];
  return (
    <PortalSection id="snapshot-title" title="Your snapshot">
      <dl className="grid gap-3 text-sm" data-testid="snapshot">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b pb-3 last:border-0 last:pb-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium">{value || <span className="text-muted-foreground font-normal">Not set</span>}</dd>
          </div>
        ))}
      </dl>
    </PortalSection>
  );
}
