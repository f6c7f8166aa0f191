import { ArrowRight, CalendarClock, CheckCircle2, CircleAlert, Inbox, MailSearch, ShieldCheck } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { DELIVERY_HOURS, REFUND_WINDOW_DAYS } from "@/config/site";
import type { OrderOutcome } from "@/lib/commerce/get-order-outcome";
import { formatAmount } from "@/lib/products/ids";
import { longDate } from "@/lib/time-zones";

type Paid = Extract<OrderOutcome, { state: "paid" }>;

/** SPEC §2 Payment outcome's words for the tarot reading, verbatim in substance; each other product says what it is and when it comes. */
function whatHappensNext(outcome: Paid): string {
  switch (outcome.reading) {
    case "tarot":
      return `Thank you. Your 3-card reading is being crafted right now and will arrive by email within ${DELIVERY_HOURS} hours. If you don't see it, please check your spam folder.`;
    case "match":
      return `Thank you. Your compatibility report is being prepared from both charts and will arrive by email within ${DELIVERY_HOURS} hours. If you don't see it, please check your spam folder.`;
    case "bundle":
      return `Thank you. Your couples bundle, the compatibility report, a 3-card reading and your 30-day couples roadmap, is being prepared and will arrive by email within ${DELIVERY_HOURS} hours. If you don't see it, please check your spam folder.`;
    case "live-session":
      return "Thank you. Your place is reserved. A confirmation with a tentative calendar invitation is on its way by email, and your oracle will write to settle the time with you.";
  }
}

/** Home and the blog; Home is the filled call to action unless the portal's link already is (one filled button per outcome). */
const homeAndBlog = (afterPortal: boolean) => (
  <>
    <Button asChild size="lg" variant={afterPortal ? "outline" : "default"}>
      <Link href="/">
        Back to Home <ArrowRight aria-hidden />
      </Link>
    </Button>
    <Button asChild size="lg" variant="outline">
      <Link href="/blog">Read the Blog</Link>
    </Button>
  </>
);

function Frame({ icon: Icon, title, children, testId }: { icon: typeof CheckCircle2; title: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="surface relative overflow-hidden px-6 py-12 text-center sm:px-12 sm:py-16" data-testid={testId}>
      <div className="bg-oracle-gradient pointer-events-none absolute -top-28 left-1/2 size-72 -translate-x-1/2 rounded-full opacity-25 blur-3xl" aria-hidden />
      <Icon className="text-primary relative mx-auto size-14" aria-hidden />
      <h1 className="relative mt-6 text-4xl font-medium sm:text-5xl">{title}</h1>
      {children}
    </div>
  );
}

/** /success for a paid order: what was bought, when and where it arrives, and the way to it in the portal. */
function PaidOutcome({ outcome }: { outcome: Paid }) {
  const rows: [string, React.ReactNode][] = [
    ["Order", outcome.productName],
    ["Paid", `${formatAmount(outcome.amount, outcome.currency)} on ${longDate(outcome.paidAt.slice(0, 10))}`],
    ["Sent to", <span key="email" className="break-all">{outcome.email}</span>],
  ];
  if (outcome.session) {
    rows.push([
      "Session",
      `${outcome.session.minutes} minutes, live; placeholder ${longDate(outcome.session.localDate)}, ${outcome.session.localTime} (${outcome.session.timezone.replace(/_/g, " ")}), to be confirmed`,
    ]);
  } else {
    rows.push(["Arrives", `By email within ${DELIVERY_HOURS} hours`]);
  }
  const steps = [
    outcome.session
      ? { icon: CalendarClock, title: "Your calendar invitation", body: "The confirmation carries a tentative invitation; accept it to hold the slot, and reply to the email to move it." }
      : { icon: Inbox, title: `In your inbox within ${DELIVERY_HOURS} hours`, body: "The reading arrives as a letter, with its plan for the weeks ahead." },
    { icon: MailSearch, title: "Can't see it?", body: "Check your spam or promotions folder, and mark us as a safe sender so nothing from your oracle goes astray." },
    { icon: ShieldCheck, title: "Our guarantee", body: `If it doesn't resonate, reply to its email within ${REFUND_WINDOW_DAYS} days for a full refund.` },
  ];
  return (
    <>
      <Frame icon={CheckCircle2} title="Payment Successful!" testId="success-paid">
        <p className="text-muted-foreground relative mx-auto mt-5 max-w-xl text-lg leading-relaxed">{whatHappensNext(outcome)}</p>
        <dl className="relative mx-auto mt-8 grid max-w-lg gap-2 text-left text-sm" data-testid="success-order">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 border-b pb-2 last:border-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="relative mt-9 flex flex-wrap justify-center gap-3">
          {outcome.ownedByViewer ? (
            <Button asChild size="lg">
              <Link href={`/portal#order-${outcome.orderId}`}>
                See this order in your portal <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : null}
          {homeAndBlog(outcome.ownedByViewer)}
        </div>
      </Frame>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-xl border border-dashed p-5">
            <Icon className="text-primary size-5" aria-hidden />
            <p className="mt-3 font-medium">{title}</p>
            <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{body}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

const NOT_PAID: Record<Exclude<OrderOutcome["state"], "paid">, { title: string; body: (name: string) => string; testId: string }> = {
  none: {
    title: "No payment to show",
    body: () => "This page confirms a payment, and there is none to confirm here: no card was charged through this link. Choose a reading to begin.",
    testId: "success-none",
  },
  pending: {
    title: "Waiting for your payment",
    body: (name) => `We haven't received the payment for your ${name} yet. If you have just paid, the confirmation usually follows within a minute: refresh this page, and the email follows once it does.`,
    testId: "success-pending",
  },
  cancelled: {
    title: "This checkout was cancelled",
    body: (name) => `The checkout for your ${name} was cancelled, so no charges were made. You can start again whenever you like.`,
    testId: "success-cancelled",
  },
  refunded: {
    title: "This order was refunded",
    body: (name) => `Your ${name} has been refunded in full; the money returns to your card within a few working days.`,
    testId: "success-refunded",
  },
};

/** /success, matched to what the checkout session actually holds. */
export function OrderOutcomeView({ outcome }: { outcome: OrderOutcome }) {
  if (outcome.state === "paid") return <PaidOutcome outcome={outcome} />;
  const copy = NOT_PAID[outcome.state];
  return (
    <Frame icon={CircleAlert} title={copy.title} testId={copy.testId}>
      <p className="text-muted-foreground relative mx-auto mt-5 max-w-xl text-lg leading-relaxed">{copy.body("productName" in outcome ? outcome.productName : "")}</p>
      <div className="relative mt-9 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/readings">
            Explore Readings <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    </Frame>
  );
}
