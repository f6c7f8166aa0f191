import { route } from "@/lib/api/errors";
import { requireUser } from "@/lib/auth/current-user";
import { listMyOrders } from "@/lib/orders/list-my-orders";

// GET /api/orders/me – the signed-in seeker's orders and deliveries, newest first.
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return Response.json(await listMyOrders(user.id), { headers: { "Cache-Control": "private, no-store" } });
});
