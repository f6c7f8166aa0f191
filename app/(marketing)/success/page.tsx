import { ArrowRight, CheckCircle2, Inbox, MailSearch, ShieldCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { DELIVERY_HOURS, REFUND_WINDOW_DAYS } from "@/config/site";

export const metadata: Metadata = {
  title: "Payment Successful",
  description: "Your reading is being crafted and will arrive by email within 24 hours.",
  robots: { index: false },
};

const NEXT_STEPS = [
  { icon: Inbox, title: `In your inbox within ${DELIVERY_HOURS} hours`, body: "Your oracle is drawing your cards now. The reading arrives as a letter, with its plan for the weeks ahead." },
  { icon: MailSearch, title: "Can't see it?", body: "Check your spam or promotions folder, and mark us as a safe sender so nothing from your oracle goes astray." },
  { icon: ShieldCheck, title: "Our guarantee", body: `If the reading doesn't resonate, reply to its email within ${REFUND_WINDOW_DAYS} days for a full refund.` },
];

// Stripe returns here with ?session_id=…; the page is the same for everyone, so it stays static.
export default function SuccessPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-16 pb-10 sm:px-6 sm:pt-24">
      <div className="surface relative overflow-hidden px-6 py-12 text-center sm:px-12 sm:py-16">
        <div className="bg-oracle-gradient pointer-events-none absolute -top-28 left-1/2 size-72 -translate-x-1/2 rounded-full opacity-25 blur-3xl" aria-hidden />
        <CheckCircle2 className="text-primary relative mx-auto size-14" aria-hidden />
        <h1 className="relative mt-6 text-4xl font-medium sm:text-5xl">Payment Successful!</h1>
        <p className="text-muted-foreground relative mx-auto mt-5 max-w-xl text-lg leading-relaxed">
          Thank you. Your 3-card reading is being crafted right now and will arrive by email within {DELIVERY_HOURS} hours. If you don&apos;t see it,
          please check your spam folder.
        </p>
        <div className="relative mt-9 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/">
              Back to Home <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/blog">Read the Blog</Link>
          </Button>
        </div>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {NEXT_STEPS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-xl border border-dashed p-5">
            <Icon className="text-primary size-5" aria-hidden />
            <p className="mt-3 font-medium">{title}</p>
            <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
