"use client";

import { useSyncExternalStore } from "react";

import { ApiRequestError, apiGet } from "@/lib/api-client";
import type { SessionUser } from "@/lib/auth/session-user";

export { displayName } from "@/lib/auth/session-user";
export type { SessionUser };

/**
 * The signed-in seeker, read once per page load from GET /api/auth/session and shared by every
 * component. A tiny store of its own rather than TanStack Query: the header needs it on every page,
 * and the query library (with its provider) is ~8 kB gzip a blog post does not need (issue 16).
 * SPEC §7 still holds: never retried, never refetched on focus, never polled, never stale; it is
 * refetched only when a form that changes the account asks for it (refreshSession).
 */
type Snapshot = { status: "loading" } | { status: "ready"; user: SessionUser | null };

const LOADING: Snapshot = { status: "loading" };
let snapshot: Snapshot = LOADING;
let started = false;
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const data = await apiGet<{ user?: SessionUser | null } | undefined>("/api/auth/session");
    return data?.user ?? null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null; // SPEC §7
    throw error;
  }
}

function load() {
  const mine = ++generation;
  fetchSession().then(
    (user) => {
      if (mine === generation) publish({ status: "ready", user });
    },
    () => {
      // Not retried (SPEC §7): the page reads as signed out until a form refreshes the session.
      if (mine === generation) publish({ status: "ready", user: null });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    load();
  }
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => LOADING;

/** The session as last read, or undefined while it is being read. */
export function getSessionUser(): SessionUser | null | undefined {
  return snapshot.status === "ready" ? snapshot.user : undefined;
}

/** Puts a user the server has just returned (login, signup, a saved preference) into the store. */
export function setSessionUser(user: SessionUser | null): void {
  generation++; // a read still in flight must not overwrite this
  started = true;
  publish({ status: "ready", user });
}

/** Reads the session again (after a change only the server knows the outcome of). */
export function refreshSession(): Promise<void> {
  started = true;
  const mine = ++generation;
  return fetchSession().then(
    (user) => {
      if (mine === generation) publish({ status: "ready", user });
    },
    () => undefined,
  );
}

export function useSession() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const user = current.status === "ready" ? current.user : null;
  return {
    user,
    status: current.status === "loading" ? ("loading" as const) : user ? ("authenticated" as const) : ("unauthenticated" as const),
  };
}
