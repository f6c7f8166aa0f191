import { Spinner } from "@/components/ui/spinner";

/** SPEC §2 Portal loading state, while the server reads the seeker's blueprints, reports and orders. */
export function PortalLoading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4" aria-busy="true">
      <Spinner className="text-primary size-8" label="Loading" />
      <p className="text-muted-foreground">Opening your cosmic portal...</p>
    </div>
  );
}
