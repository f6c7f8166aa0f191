"use client";

import { LogIn, Sparkles } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMemory } from "@/hooks/use-memory";
import { greetingName, useSession, type SessionUser } from "@/hooks/use-session";
import { formatCalendarDate } from "@/lib/dates";
import { intentionLabel } from "@/lib/intentions";
import { welcomeCopy } from "@/lib/welcome";

import { BlueprintGenerator } from "./blueprint-generator";
import { BlueprintHistory } from "./blueprint-history";
import { MatchReports } from "./match-reports";
import { OrdersList } from "./orders-list";
import { EmptyState, PortalSection } from "./portal-section";
import { Upsells, type Upsell } from "./upsells";
import { usePortalData } from "./use-portal-data";

export function PortalView({ upsells }: { upsells: readonly Upsell[] }) {
  const { user, status } = useSession();
  if (status === "loading") {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4" role="status">
        <Spinner className="size-8" label="Loading" />
        <p className="text-muted-foreground">Opening your cosmic portal...</p>
      </div>
    );
  }
  if (!user) return <LoginRequired />;
  return <SignedInPortal user={user} upsells={upsells} />;
}

function LoginRequired() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center" aria-labelledby="login-required">
      <span className="bg-primary/12 text-primary inline-flex size-14 items-center justify-center rounded-2xl">
        <LogIn className="size-6" aria-hidden />
      </span>
      <h1 id="login-required" className="mt-6 text-4xl font-medium">
        Login Required
      </h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Your portal keeps your cosmic blueprints, compatibility reports and readings in one place. Create a free account to open it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/signup">Sign Up Free</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/login">Log In</Link>
        </Button>
      </div>
    </section>
  );
}

function SignedInPortal({ user, upsells }: { user: SessionUser; upsells: readonly Upsell[] }) {
  const { solo, match, orders } = usePortalData(true);
  const memory = useMemory();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">My Portal</p>
          <h1 className="mt-2 text-4xl font-medium sm:text-5xl">Welcome back, {greetingName(user)}</h1>
          <p className="text-muted-foreground mt-3">{welcomeCopy(user, memory, new Date()).line}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/readings">
            <Sparkles aria-hidden /> Book a reading
          </Link>
        </Button>
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="grid content-start gap-6">
          <PortalSection id="generator-title" title="Generate a cosmic blueprint" description="Your natal chart and numerology, computed in a moment. All four birth details are needed.">
            <BlueprintGenerator user={user} reportCount={solo.data?.length} />
          </PortalSection>
          <PortalSection id="history-title" title="Blueprint history" description="Newest first.">
            {solo.isPending ? <Spinner /> : solo.isError ? <EmptyState>{solo.error.message}</EmptyState> : <BlueprintHistory reports={solo.data} />}
          </PortalSection>
          <PortalSection id="match-title" title="Compatibility reports">
            {match.isPending ? <Spinner /> : match.isError ? <EmptyState>{match.error.message}</EmptyState> : <MatchReports reports={match.data} />}
          </PortalSection>
        </div>
        <div className="grid content-start gap-6">
          <Snapshot user={user} intention={intentionLabel(memory.intention)} />
          <PortalSection id="orders-title" title="Orders & deliveries">
            {orders.isPending ? <Spinner /> : orders.isError ? <EmptyState>{orders.error.message}</EmptyState> : <OrdersList orders={orders.data} />}
          </PortalSection>
          <PortalSection id="deeper-title" title="Go Deeper" description="Live sessions with your oracles.">
            <Upsells upsells={upsells} />
          </PortalSection>
        </div>
      </div>
    </div>
  );
}

function Snapshot({ user, intention }: { user: SessionUser; intention: string | null }) {
  const dob = user.dateOfBirth ? formatCalendarDate(user.dateOfBirth, "long") : null;
  const rows: [string, string | null][] = [
    ["Name", user.fullName],
    ["Birth date", dob],
    ["Birth time", user.timeOfBirth],
    ["Birthplace", user.placeOfBirth],
    ["Current intention", intention],
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
