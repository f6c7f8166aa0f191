"use client";

import { useQuery } from "@tanstack/react-query";

import { ApiRequestError, apiGet } from "@/lib/api-client";
import type { SessionUser } from "@/lib/auth/session-user";

export { displayName } from "@/lib/auth/session-user";
export type { SessionUser };

export const SESSION_QUERY_KEY = ["/api/auth/session"] as const;

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const data = await apiGet<{ user?: SessionUser | null } | undefined>("/api/auth/session");
    return data?.user ?? null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null; // SPEC §7
    throw error;
  }
}

export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
  const user = query.data ?? null;
  return {
    user,
    status: query.isPending ? ("loading" as const) : user ? ("authenticated" as const) : ("unauthenticated" as const),
  };
}

