import type { Metadata } from "next";

import { OrderOutcomeView } from "@/components/success/order-outcome";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getOrderOutcome } from "@/lib/commerce/get-order-outcome";

export const metadata: Metadata = {
  title: "Payment Successful",
  description: "What you bought, when it arrives and where.",
  robots: { index: false },
};

/**
 * Stripe (and the dev provider) return here with ?session_id=…: the page reads that order and
 * says what was bought, when and where it arrives; without a paid order it says so instead of
 * 'Payment Successful!'. Only the webhook marks an order paid; this page only reads.
 */
export default async function SuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sessionId = (await searchParams).session_id;
  const user = await getCurrentUser();
  const outcome = await getOrderOutcome(typeof sessionId === "string" ? sessionId : undefined, user?.id ?? null);
  return (
    <section className="mx-auto max-w-3xl px-4 pt-16 pb-10 sm:px-6 sm:pt-24">
      <OrderOutcomeView outcome={outcome} />
    </section>
  );
}
