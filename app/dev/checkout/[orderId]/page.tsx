import { format } from "date-fns";
import { CreditCard, X } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";

import { Button } from "@/components/ui/button";
import { getDevCheckoutOrder } from "@/lib/commerce/get-dev-checkout-order";
import { isUrlId } from "@/lib/validations/params";

export const metadata: Metadata = { title: "Dev checkout", robots: { index: false } };

interface DevCheckoutPageProps {
  params: Promise<{ orderId: string }>;
}

/**
 * The dev payment provider's "hosted checkout" (DESIGN.md): Pay and Cancel post to
 * /api/dev/checkout/{orderId}, which runs the same services as Stripe's webhook events.
 */
export default async function DevCheckoutPage({ params }: DevCheckoutPageProps) {
  const { orderId } = await params;
  if (!isUrlId(orderId)) notFound();
  const order = await getDevCheckoutOrder(orderId);
  if (!order) notFound();
  const open = order.status === "pending" && order.provider === "dev";

  return (
    <section className="mx-auto max-w-lg">
      <p className="text-muted-foreground text-xs font-semibold tracking-[0.2em] uppercase">Dev payment provider</p>
      <h1 className="mt-2 text-3xl font-medium">Checkout</h1>
      <p className="text-muted-foreground mt-2 text-sm">No card, no charge: Pay runs the code Stripe&apos;s checkout.session.completed webhook runs.</p>

      <dl className="surface mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 p-6 text-sm" data-testid="dev-checkout-order">
        <dt className="text-muted-foreground">Product</dt>
        <dd className="font-medium" data-testid="order-product">
          {order.productName}
        </dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="font-display text-2xl" data-testid="order-amount">
          {order.amountLabel}
        </dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd data-testid="order-email">{order.email}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <span className="border-primary/40 bg-primary/10 text-primary rounded-full border px-2.5 py-0.5 text-xs font-semibold" data-testid="order-status">
            {order.status}
          </span>
        </dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd data-testid="order-payment">{order.paidAt ? `paid ${format(order.paidAt, "MMM d, yyyy HH:mm")}` : "not paid"}</dd>
        <dt className="text-muted-foreground">Order</dt>
        <dd className="text-muted-foreground font-mono text-xs break-all">{order.id}</dd>
      </dl>

      {open ? (
        <form method="post" action={`/api/dev/checkout/${encodeURIComponent(order.id)}`} className="mt-6 flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="pay" size="lg">
            <CreditCard aria-hidden /> Pay
          </Button>
          <Button type="submit" name="intent" value="cancel" size="lg" variant="outline">
            <X aria-hidden /> Cancel
          </Button>
        </form>
      ) : (
        <p className="text-muted-foreground mt-6 text-sm">
          This order is {order.status}; there is nothing left to pay. <Link className="text-primary underline-offset-4 hover:underline" href="/readings">Back to Readings</Link>
        </p>
      )}
    </section>
  );
}
