"use client";

import { usePathname } from "next/navigation";

/** Renders its children on every studio page but the overview (which shows the full version). */
export function UnlessOverview({ children }: { children: React.ReactNode }) {
  return usePathname() === "/studio" ? null : children;
}
