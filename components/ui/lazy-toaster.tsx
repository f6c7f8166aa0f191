"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";

import { onToasterRequested, toasterRequested } from "@/lib/toast";

const Toaster = dynamic(() => import("./toaster").then((m) => m.Toaster), { ssr: false });

/** Mounts sonner's Toaster only once the first toast is raised (lib/toast.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  return wanted ? <Toaster /> : null;
}
