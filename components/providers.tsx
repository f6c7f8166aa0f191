import type * as React from "react";

import { SessionSync } from "@/components/shell/session-sync";
import { LazyToaster } from "@/components/ui/lazy-toaster";

/**
 * What every page needs on the client: the account-to-storage sync. TanStack Query
 * lives in the (app) layout (components/query-provider.tsx), sonner is fetched on the first toast
 * (lib/toast.ts), and the header's one tooltip is CSS: none of them on a blog post's first load.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    // The theme (SPEC §4) needs no provider: lib/theme's boot script and hooks/use-theme.
    <>
      {children}
      <SessionSync />
      <LazyToaster />
    </>
  );
}
