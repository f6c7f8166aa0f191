import { ApiError, route } from "@/lib/api/errors";
import { completeDevCheckout } from "@/lib/commerce/complete-dev-checkout";
import { devProvidersEnabled } from "@/lib/env";
import { isUrlId } from "@/lib/validations/params";

interface Context {
  params: Promise<{ orderId: string }>;
}

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
  const back = `/dev/checkout/${encodeURIComponent(orderId)}`;
  if (intent === "pay") return seeOther(status === "paid" || status === "fulfilled" ? `/success?session_id=${encodeURIComponent(providerSessionId ?? "")}` : back);
  return seeOther(status === "cancelled" ? `/cancel?order=${encodeURIComponent(orderId)}` : back);
});
