import { RedStateBanner } from "@/components/studio/red-state-banner";
import { StudioNav } from "@/components/studio/studio-nav";
import { UnlessOverview } from "@/components/studio/unless-overview";
import { requireOperator } from "@/lib/studio/operator";
import { getStudioPulse } from "@/lib/studio/queue-health";

// Per operator, per request: never pre-rendered, never cached (the operator check reads the session).
export const dynamic = "force-dynamic";

/**
 * The operators' studio. Anyone who is not a signed-in operator (OPERATOR_EMAILS) gets the site's
 * ordinary 404 from here, before any page of the studio renders.
 */
export default async function StudioLayout({ children }: { children: React.ReactNode }) {
  const operator = await requireOperator();
  const pulse = await getStudioPulse(operator);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">The studio</p>
        <p className="text-muted-foreground text-xs break-all">Signed in as {operator.email}</p>
      </div>
      <StudioNav held={pulse.held} />
      {pulse.unsentCount > 0 ? (
        <UnlessOverview>
          <div className="mt-4">
            <RedStateBanner compact unsentCount={pulse.unsentCount} pastPromise={pulse.pastPromise} oldestAgeMs={pulse.oldestAgeMs} warningHours={pulse.warningHours} slaHours={pulse.slaHours} />
          </div>
        </UnlessOverview>
      ) : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
