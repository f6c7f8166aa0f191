import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Pagination } from "@/components/studio/pagination";
import { OrderStatusBadge, ReadingStatusBadge } from "@/components/studio/status-badge";
import { EmptyNote } from "@/components/studio/studio-section";
import { TimeStamp } from "@/components/studio/time-stamp";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatAmount } from "@/lib/products/ids";
import { requireOperator } from "@/lib/studio/operator";
import { listOrders } from "@/lib/studio/queries";
import { firstParams, ORDER_STATUSES, orderSearchSchema, READING_STATUSES } from "@/lib/validations/studio";

export const metadata: Metadata = { title: "Studio · Orders", robots: { index: false, follow: false } };

const selectClass = "border-input bg-background/60 focus-visible:border-ring focus-visible:ring-ring/40 h-11 rounded-lg border px-3 text-base outline-none focus-visible:ring-[3px] md:text-sm";

export default async function StudioOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator();
  const search = orderSearchSchema.parse(firstParams(await searchParams));
  const now = new Date();
  const result = await listOrders(operator, search);
  return (
    <div>
      <h1 className="text-3xl font-medium sm:text-4xl">Orders</h1>
      {/* A plain GET form: the search lives in the URL, works without JavaScript and can be shared. */}
      <form method="get" action="/studio/orders" role="search" className="surface mt-6 grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          Search
          <Input type="search" name="q" defaultValue={search.q ?? ""} placeholder="Email, order id or payment id" autoComplete="off" />
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Order
          <select name="status" defaultValue={search.status ?? ""} className={selectClass}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Reading
          <select name="reading" defaultValue={search.reading ?? ""} className={selectClass}>
            <option value="">Any reading</option>
            {READING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>

      {result.rows.length === 0 ? (
        <div className="mt-6">
          <EmptyNote>No orders match.</EmptyNote>
        </div>
      ) : (
        <>
          {/* A table from 768 px; a list of cards below it (390 px phones). */}
          <div className="surface mt-6 hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm" data-testid="orders-table">
              <caption className="sr-only">Orders, newest first</caption>
              <thead className="text-muted-foreground text-xs">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Date</th>
                  <th scope="col" className="px-4 py-3 font-medium">Email</th>
                  <th scope="col" className="px-4 py-3 font-medium">Product</th>
                  <th scope="col" className="px-4 py-3 font-medium">Status</th>
                  <th scope="col" className="px-4 py-3 font-medium">Reading</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Amount</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((o) => (
                  <tr key={o.id} className="hover:bg-accent/30 border-t">
                    <td className="px-4 py-3 whitespace-nowrap">
                      <TimeStamp date={o.createdAt} now={now} relativeOnly />
                    </td>
                    <td className="max-w-[18rem] truncate px-4 py-3">
                      <Link href={`/studio/orders/${o.id}`} className="text-primary font-medium underline-offset-2 hover:underline">
                        {o.email}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{o.productName}</td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td className="px-4 py-3">{o.reading ? <ReadingStatusBadge status={o.reading.status} /> : <span className="text-muted-foreground">—</span>}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatAmount(o.amount, o.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-6 grid gap-3 md:hidden" data-testid="orders-list">
            {result.rows.map((o) => (
              <li key={o.id}>
                <Link href={`/studio/orders/${o.id}`} className="surface surface-interactive block p-4 text-sm">
                  <span className="block font-medium break-all">{o.email}</span>
                  <span className="text-muted-foreground mt-0.5 block">
                    {o.productName} · {formatAmount(o.amount, o.currency)} · <TimeStamp date={o.createdAt} now={now} relativeOnly />
                  </span>
                  <span className="mt-2 flex flex-wrap gap-1.5">
                    <OrderStatusBadge status={o.status} />
                    {o.reading ? <ReadingStatusBadge status={o.reading.status} /> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination basePath="/studio/orders" params={{ q: search.q, status: search.status, reading: search.reading }} page={result.page} pages={result.pages} total={result.total} noun={["order", "orders"]} />
    </div>
  );
}
