import { MailX } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { SERIES } from "@/lib/automations/series";
import { subscriptionByToken } from "@/lib/automations/subscribe";
import { AUTOMATION_TYPES, type AutomationType } from "@/lib/validations/automation";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };
export const dynamic = "force-dynamic";

interface UnsubscribePageProps {
  searchParams: Promise<{ token?: string; done?: string }>;
}

/** Where every email's unsubscribe link lands: one button (a GET never unsubscribes; scanners follow links). */
export default async function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  const { token = "" } = await searchParams;
  const sub = await subscriptionByToken(token);
  const series = sub && (AUTOMATION_TYPES as readonly string[]).includes(sub.automationType) ? SERIES[sub.automationType as AutomationType] : null;
  return (
    <section className="mx-auto max-w-xl px-4 pt-20 pb-24 sm:px-6">
      <div className="surface p-8 text-center sm:p-10" data-testid="unsubscribe-panel">
        <MailX className="text-primary mx-auto size-10" aria-hidden />
        {!sub || !series ? (
          <>
            <h1 className="mt-5 text-3xl font-medium">This link is not valid</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              It may have been cut short by your mail app. Try the link at the bottom of the latest email, or <Link className="text-primary underline" href="/contact">write to us</Link> and we will take you off the list by hand.
            </p>
          </>
        ) : sub.unsubscribedAt ? (
          <>
            <h1 className="mt-5 text-3xl font-medium">You are unsubscribed</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              {sub.email} will get no more of the {series.name}. Thank you for reading; the door stays open.
            </p>
            <Button asChild variant="outline" className="mt-8">
              <Link href={`/offers/${series.slug}`}>Subscribe again</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="mt-5 text-3xl font-medium">Leave the {series.name}?</h1>
            <p className="text-muted-foreground mt-3 leading-relaxed">
              {sub.email} will stop receiving it straight away. Nothing else changes.
            </p>
            <form method="post" action={`/api/automations/unsubscribe?token=${encodeURIComponent(token)}`} className="mt-8">
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <Button type="submit">Unsubscribe</Button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
