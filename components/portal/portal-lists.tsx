"use client";

import type { UseQueryResult } from "@tanstack/react-query";

import { Spinner } from "@/components/ui/spinner";

import { BlueprintHistory } from "./blueprint-history";
import { MatchReports } from "./match-reports";
import { OrdersList } from "./orders-list";
import { EmptyState } from "./portal-section";
import { useMatchReports, useMyOrders, useSoloReports } from "./use-portal-data";

/** A list from its query: the seeded data at once, a spinner only while a refresh has nothing yet. */
function QueryList<T>({ query, children }: { query: UseQueryResult<T[]>; children: (items: T[]) => React.ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError) return <EmptyState>{query.error.message}</EmptyState>;
  return <Spinner />;
}

export function PortalBlueprints() {
  return <QueryList query={useSoloReports()}>{(reports) => <BlueprintHistory reports={reports} />}</QueryList>;
}

export function PortalMatchReports() {
  return <QueryList query={useMatchReports()}>{(reports) => <MatchReports reports={reports} />}</QueryList>;
}

export function PortalOrders() {
  return <QueryList query={useMyOrders()}>{(orders) => <OrdersList orders={orders} />}</QueryList>;
}
