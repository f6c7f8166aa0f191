"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiGet, apiPost } from "@/lib/api-client";
import type { OrderDto } from "@/lib/orders/list-my-orders";
import { MATCH_REPORTS_KEY, MY_ORDERS_KEY, SOLO_REPORTS_KEY } from "@/lib/portal/query-keys";
import type { MatchReportDto, SoloReportDto } from "@/lib/reports/types";
import type { BlueprintData } from "@/lib/validations/blueprint";

/*
 * The portal's lists. The server page renders them and seeds these queries with the same data
 * (components/portal/portal-view.tsx), so nothing is fetched on load; the calls run only when a
 * query is refreshed, e.g. the blueprint list after POST /api/reports/solo (SPEC §7).
 */

export function useSoloReports() {
  return useQuery({ queryKey: SOLO_REPORTS_KEY, queryFn: ({ signal }) => apiGet<SoloReportDto[]>("/api/reports/solo", signal) });
}

export function useMatchReports() {
  return useQuery({ queryKey: MATCH_REPORTS_KEY, queryFn: ({ signal }) => apiGet<MatchReportDto[]>("/api/reports/match", signal) });
}

export function useMyOrders() {
  return useQuery({ queryKey: MY_ORDERS_KEY, queryFn: ({ signal }) => apiGet<OrderDto[]>("/api/orders/me", signal) });
}

export function useGenerateBlueprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlueprintData) => apiPost<SoloReportDto>("/api/reports/solo", input),
    onSuccess: () => client.invalidateQueries({ queryKey: SOLO_REPORTS_KEY }),
  });
}
