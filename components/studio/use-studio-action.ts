"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/lib/toast";

import { apiPost, ApiRequestError } from "@/lib/api-client";

export interface StudioActionOptions<T> {
  /** The toast after it worked. */
  success: string | ((result: T) => string);
  /** The toast title when it did not (the server's message is the description). */
  failure: string;
}

/**
 * Runs one studio call (POST JSON) with a pending state and a toast either way, then re-renders
 * the page from the server (router.refresh(): studio pages are dynamic and uncached, so there is
 * no cache tag to revalidate). Answers the result, or null when the call failed.
 */
export function useStudioAction<T = unknown>(path: string, { success, failure }: StudioActionOptions<T>) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function run(body: unknown = {}): Promise<T | null> {
    setSending(true);
    try {
      const result = await apiPost<T>(path, body);
      toast.success(typeof success === "function" ? success(result) : success);
      startRefresh(() => router.refresh());
      return result;
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : "The request did not reach the server. Check your connection and try again.";
      toast.error(failure, { description: message });
      // A 409 means the record changed under us: show its current state.
      if (error instanceof ApiRequestError && error.status === 409) startRefresh(() => router.refresh());
      return null;
    } finally {
      setSending(false);
    }
  }

  return { run, pending: sending || refreshing };
}
