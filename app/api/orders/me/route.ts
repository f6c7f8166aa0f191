import { route } from "@/lib/api/errors";
import { requireUserId } from "@/lib/api/require-user";
import { listMyOrders } from "@/lib/orders/list-my-orders";

// GET /api/orders/me – the signed-in seeker's orders and deliveries, newest first.
export const GET = route(async (request) => {
  const userId = await requireUserId(request);
  return Response.json(await listMyOrders(userId), { headers: { "Cache-Control": "private, no-store" } });
});
