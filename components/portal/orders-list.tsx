"use client";

import { ArrowRight, Mail } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Badge } from "@/components/ui/badge";
import type { OrderDto } from "@/lib/orders/list-my-orders";
import { ORDER_BADGE, ORDER_INTENTION_LIMIT, orderDisplayStatus, orderStatusText, truncate } from "@/lib/portal/display";
import { formatAmount } from "@/lib/products/ids";

import { EmptyState } from "./portal-section";

export function OrdersList({ orders }: { orders: OrderDto[] }) {
  if (!orders.length) return <EmptyState>No orders yet. When you book a reading, you can follow its journey to your inbox here.</EmptyState>;
  const now = new Date();
  return (
    <ul className="grid gap-4" data-testid="orders-list">
      {orders.map((o) => {
        const status = orderDisplayStatus(o);
        return (
          <li key={o.id} id={`order-${o.id}`} className="bg-background/40 target:border-primary/70 scroll-mt-24 rounded-xl border p-5" data-testid="order-item" data-status={status}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 className="text-lg font-medium">{o.productName}</h3>
                <p className="text-muted-foreground text-xs">{formatAmount(o.amount, o.currency)}</p>
              </div>
              <Badge variant={status === "delivered" ? "glow" : "secondary"}>{ORDER_BADGE[status]}</Badge>
            </div>
            {o.meta.prompt ? <p className="mt-3 text-sm leading-relaxed italic">“{truncate(o.meta.prompt, ORDER_INTENTION_LIMIT)}”</p> : null}
            <p className="text-muted-foreground mt-3 inline-flex items-center gap-2 text-sm">
              <Mail className="size-4" aria-hidden />
              {/* "Delivered 1 minute ago" is written from the server's clock and read by the browser's a moment
                  later: a threshold crossed in between must not count as a hydration error (the next render
                  brings the browser's own wording). */}
              <span data-testid="order-status-text" suppressHydrationWarning>
                {orderStatusText(o, now)}
              </span>
            </p>
            {o.readingPage ? (
              <Link href={o.readingPage} className="text-primary mt-1 flex min-h-11 w-fit items-center gap-1.5 rounded-sm text-sm font-medium underline-offset-4 hover:underline">
                Read it online <ArrowRight className="size-4" aria-hidden />
                <span className="sr-only">: {o.productName}</span>
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
