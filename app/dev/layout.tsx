import { notFound } from "next/navigation";

import { devProvidersEnabled } from "@/lib/env";

export const dynamic = "force-dynamic";

/** Local-provider tools (DESIGN.md): off in production unless ALLOW_DEV_PROVIDERS=1. */
export default function DevLayout({ children }: { children: React.ReactNode }) {
  if (!devProvidersEnabled()) notFound();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="border-primary/40 bg-primary/10 text-primary mb-8 rounded-lg border px-4 py-2 text-sm">
        Development tools: this area exists only while the local dev providers are enabled.
      </p>
      {children}
    </div>
  );
}
