import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { buyerContext } from "@/lib/commerce/buyer-context";
import { shopOrder } from "@/lib/commerce/checkout-orders";
import { createCheckout } from "@/lib/commerce/create-checkout";
import { getCurrentUser } from "@/lib/auth/current-user";
import { clientIp } from "@/lib/security/client-ip";
import { shopCheckoutSchema } from "@/lib/validations/checkout";

// POST /api/stripe/checkout – start paying for the tarot reading or a live session (guests welcome); answers { checkoutUrl }.
export const POST = route(async (request) => {
  const input = await readJson(request, shopCheckoutSchema, { maxBytes: 16 * 1024 });
  const buyer = await getCurrentUser(request);
  const { checkoutUrl } = await createCheckout({ ...shopOrder(input), email: input.email, userId: buyer?.id ?? null, ip: clientIp(request), context: buyerContext(request), siteOrigin: requestOrigin(request) });
  return Response.json({ checkoutUrl });
});
