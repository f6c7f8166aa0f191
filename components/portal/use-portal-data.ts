"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiGet, apiPost } from "@/lib/api-client";
import type { OrderDto } from "@/lib/orders/list-my-orders";
import type { MatchReportDto, SoloReportDto } from "@/lib/reports/types";
import type { BlueprintData } from "@/lib/validations/blueprint";

export const SOLO_KEY = ["/api/reports/solo"] as const;
export const MATCH_KEY = ["/api/reports/match"] as const;
export const ORDERS_KEY = ["/api/orders/me"] as const;

export function usePortalData(enabled: boolean) {
  const solo = useQuery({ queryKey: SOLO_KEY, queryFn: ({ signal }) => apiGet<SoloReportDto[]>("/api/reports/solo", signal), enabled });
  const match = useQuery({ queryKey: MATCH_KEY, queryFn: ({ signal }) => apiGet<MatchReportDto[]>("/api/reports/match", signal), enabled });
  const orders = useQuery({ queryKey: ORDERS_KEY, queryFn: ({ signal }) => apiGet<OrderDto[]>("/api/orders/me", signal), enabled });
  return { solo, match, orders };
}

export function useGenerateBlueprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlueprintData) => apiPost<SoloReportDto>("/api/reports/solo", input),
    onSuccess: () => client.invalidateQueries({ queryKey: SOLO_KEY }),
  });
}
