import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { buyerContext } from "@/lib/commerce/buyer-context";
import { assertBirthplacesFound } from "@/lib/commerce/check-birthplaces";
import { matchOrder } from "@/lib/commerce/checkout-orders";
import { createCheckout } from "@/lib/commerce/create-checkout";
import { requireUser } from "@/lib/auth/current-user";
import { clientIp } from "@/lib/security/client-ip";
import { matchCheckoutSchema } from "@/lib/validations/checkout";

// POST /api/reports/match/checkout – start paying for the couples compatibility report (signed in); answers { checkoutUrl }.
export const POST = route(async (request) => {
  const buyer = await requireUser(request);
  const input = await readJson(request, matchCheckoutSchema, { maxBytes: 16 * 1024 });
  assertBirthplacesFound(input);
  const { checkoutUrl } = await createCheckout({ ...matchOrder(input), email: buyer.email, userId: buyer.id, ip: clientIp(request), context: buyerContext(request), siteOrigin: requestOrigin(request) });
  return Response.json({ checkoutUrl });
});
