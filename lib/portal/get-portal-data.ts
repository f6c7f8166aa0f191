import "server-only";

import { listMyOrders, type OrderDto } from "@/lib/orders/list-my-orders";
import { getSoloReportDetail, type SoloReportDetail } from "@/lib/reports/get-solo-report-detail";
import { listMatchReports } from "@/lib/reports/list-match-reports";
import { listSoloReports } from "@/lib/reports/list-solo-reports";
import type { MatchReportDto, SoloReportDto } from "@/lib/reports/types";

export interface PortalData {
  solo: SoloReportDto[];
  match: MatchReportDto[];
  orders: OrderDto[];
  /**
   * What the portal opens on (issue 15): the newest blueprint with its chart, wheel and summary
   * first; null before the first, when the portal opens on the generator instead.
   */
  opening: SoloReportDetail | null;
}

/** Everything the portal lists for a seeker, read at once: the same data GET /api/reports/solo, /api/reports/match and /api/orders/me answer. */
export async function getPortalData(userId: string): Promise<PortalData> {
  const [solo, match, orders] = await Promise.all([listSoloReports(userId), listMatchReports(userId), listMyOrders(userId)]);
  const newest = solo[0];
  const opening = newest ? await getSoloReportDetail(userId, newest.id) : null;
  return { solo, match, orders, opening };
}
