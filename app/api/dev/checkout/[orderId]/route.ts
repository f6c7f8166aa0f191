import { ApiError, route } from "@/lib/api/errors";
import { completeDevCheckout } from "@/lib/commerce/complete-dev-checkout";
import { devProvidersEnabled } from "@/lib/env";
import { drainAfterResponse } from "@/lib/jobs/after-response";
import { isUrlId } from "@/lib/validations/params";

interface Context {
  params: Promise<{ orderId: string }>;
}

// Work this request queued is drained after the response (lib/jobs/after-response.ts), within this limit (lib/jobs/limits.ts).
export const maxDuration = 300;

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

// POST /api/dev/checkout/{orderId} – the dev payment provider's Pay / Cancel form (field intent); redirects like Stripe would.
export const POST = route<Context>(async (request, { params }) => {
  if (!devProvidersEnabled()) throw new ApiError(404, "Not found");
  const { orderId } = await params;
  if (!isUrlId(orderId)) throw new ApiError(404, "There is no dev checkout for that order.");
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (intent !== "pay" && intent !== "cancel") throw new ApiError(400, "Choose Pay or Cancel.");

  const { status, providerSessionId } = await completeDevCheckout(orderId, intent);
  if (intent === "pay") drainAfterResponse("dev.checkout");
  const back = `/dev/checkout/${encodeURIComponent(orderId)}`;
  if (intent === "pay") return seeOther(status === "paid" || status === "fulfilled" ? `/success?session_id=${encodeURIComponent(providerSessionId ?? "")}` : back);
  return seeOther(status === "cancelled" ? `/cancel?order=${encodeURIComponent(orderId)}` : back);
});
