import { route } from "@/lib/api/errors";
import { requestOrigin } from "@/lib/app-url";
import { requireUser } from "@/lib/auth/current-user";
import { createSkyFeed } from "@/lib/sky/feed";
import { requireBlueprintSubject } from "@/lib/sky/personal-sky";

// POST /api/sky/feed – a new private calendar link (.ics) of the signed-in seeker's exact transits; the old link stops working.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  await requireBlueprintSubject(user.id);
  return Response.json(await createSkyFeed(user.id, { origin: requestOrigin(request) }), { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
