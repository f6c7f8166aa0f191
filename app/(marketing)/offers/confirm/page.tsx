import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { SERIES } from "@/lib/automations/series";
import { subscriptionByConfirmToken } from "@/lib/automations/subscribe";
import { AUTOMATION_TYPES, type AutomationType } from "@/lib/validations/automation";

export const metadata: Metadata = { title: "Confirm your email", robots: { index: false } };
export const dynamic = "force-dynamic";

interface ConfirmPageProps {
  searchParams: Promise<{ token?: string; done?: string; updated?: string }>;
}

/**
 * Where the confirmation email's link lands (double opt-in, or a confirmed subscriber's held
 * changes): one button; a GET never confirms (scanners follow links).
 */
export default async function ConfirmPage({ searchParams }: ConfirmPageProps) {
  const { token = "", done, updated } = await searchParams;
  const sub = await subscriptionByConfirmToken(token);
  const series = sub && (AUTOMATION_TYPES as readonly string[]).includes(sub.automationType) ? SERIES[sub.automationType as AutomationType] : null;
  return (
    <section className="mx-auto max-w-xl px-4 pt-20 pb-24 sm:px-6">
      <div className="surface p-8 text-center sm:p-10" data-testid="confirm-panel">
        <MailCheck className="text-primary mx-auto size-10" aria-hidden />
        {!sub || !series || sub.unsubscribedAt ? (
          <>
            <h1 className="mt-5 text-3xl font-medium">This link is not valid</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              It may have been cut short by your mail app, or the subscription was cancelled. You can <Link className="text-primary underline" href="/offers/astro-digest">subscribe again</Link> at any time.
            </p>
          </>
        ) : sub.confirmedAt && sub.pendingChanges ? (
          <>
            <h1 className="mt-5 text-3xl font-medium">Change your {series.name}?</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              Someone asked to change {sub.pendingChanges} for {sub.email}. Until you confirm, nothing changes.
            </p>
            <form method="post" action={`/api/automations/confirm?token=${encodeURIComponent(token)}`} className="mt-8">
              <Button type="submit">Confirm the changes</Button>
            </form>
          </>
        ) : sub.confirmedAt && updated ? (
          <>
            <h1 className="mt-5 text-3xl font-medium">Your changes are saved</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              {sub.email} will receive the {series.name}, {series.cadence}, with the details you confirmed.
            </p>
            <Button asChild variant="outline" className="mt-8">
              <Link href={`/offers/${series.slug}`}>Back to the {series.name}</Link>
            </Button>
          </>
        ) : sub.confirmedAt ? (
          <>
            <h1 className="mt-5 text-3xl font-medium">You are confirmed</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              {sub.email} will receive the {series.name}, {series.cadence}.{done ? " The welcome letter is on its way." : null}
            </p>
            <Button asChild variant="outline" className="mt-8">
              <Link href={`/offers/${series.slug}`}>Back to the {series.name}</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="mt-5 text-3xl font-medium">Confirm the {series.name}?</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              {sub.email} will receive it {series.cadence}. Every letter has a one-click unsubscribe link.
            </p>
            <form method="post" action={`/api/automations/confirm?token=${encodeURIComponent(token)}`} className="mt-8">
              <Button type="submit">Confirm my email</Button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
