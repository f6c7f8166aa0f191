import "server-only";

import { listMyOrders, type OrderDto } from "@/lib/orders/list-my-orders";
import { listMatchReports } from "@/lib/reports/list-match-reports";
import { listSoloReports } from "@/lib/reports/list-solo-reports";
import type { MatchReportDto, SoloReportDto } from "@/lib/reports/types";

export interface PortalData {
  solo: SoloReportDto[];
  match: MatchReportDto[];
  orders: OrderDto[];
}

/** Everything the portal lists for a seeker, read at once: the same data GET /api/reports/solo, /api/reports/match and /api/orders/me answer. */
export async function getPortalData(userId: string): Promise<PortalData> {
  const [solo, match, orders] = await Promise.all([listSoloReports(userId), listMatchReports(userId), listMyOrders(userId)]);
  return { solo, match, orders };
}
