import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { shopOrder } from "@/lib/commerce/checkout-orders";
import { createCheckout } from "@/lib/commerce/create-checkout";
import { getCheckoutBuyer } from "@/lib/commerce/get-checkout-buyer";
import { clientIp } from "@/lib/security/rate-limit";
import { shopCheckoutSchema } from "@/lib/validations/checkout";

// POST /api/stripe/checkout – start paying for the tarot reading or a live session (guests welcome); answers { checkoutUrl }.
export const POST = route(async (request) => {
  const input = await readJson(request, shopCheckoutSchema, { maxBytes: 16 * 1024 });
  const buyer = await getCheckoutBuyer(request);
  const { checkoutUrl } = await createCheckout({ ...shopOrder(input), email: input.email, userId: buyer?.userId ?? null, ip: clientIp(request), siteOrigin: requestOrigin(request) });
  return Response.json({ checkoutUrl });
});
