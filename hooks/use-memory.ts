"use client";

import { useSyncExternalStore } from "react";

import { getMemorySnapshot, getServerMemorySnapshot, subscribeToMemory } from "@/lib/memory";

export function useMemory() {
  return useSyncExternalStore(subscribeToMemory, getMemorySnapshot, getServerMemorySnapshot);
}
