import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { matchOrder } from "@/lib/commerce/checkout-orders";
import { createCheckout } from "@/lib/commerce/create-checkout";
import { getCheckoutBuyer } from "@/lib/commerce/get-checkout-buyer";
import { clientIp } from "@/lib/security/rate-limit";
import { matchCheckoutSchema } from "@/lib/validations/checkout";

// POST /api/reports/match/checkout – start paying for the couples compatibility report (signed in); answers { checkoutUrl }.
export const POST = route(async (request) => {
  const buyer = await getCheckoutBuyer(request, { required: true });
  const input = await readJson(request, matchCheckoutSchema, { maxBytes: 16 * 1024 });
  const { checkoutUrl } = await createCheckout({ ...matchOrder(input), email: buyer.email, userId: buyer.userId, ip: clientIp(request), siteOrigin: requestOrigin(request) });
  return Response.json({ checkoutUrl });
});
