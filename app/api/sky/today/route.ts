import { ApiError, route } from "@/lib/api/errors";
import { requireUser } from "@/lib/auth/current-user";
import { cardSeedFor, requireBlueprintSubject, skyToday } from "@/lib/sky/personal-sky";
import { skyTodayQuerySchema } from "@/lib/validations/sky";

// GET /api/sky/today?tz= – the signed-in seeker's sky for their local day, from their latest blueprint.
export const GET = route(async (request) => {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const parsed = skyTodayQuerySchema.safeParse({ tz: url.searchParams.get("tz") ?? undefined });
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? "Invalid query.");
  const subject = await requireBlueprintSubject(user.id);
  const today = skyToday(subject, { timezone: parsed.data.tz, cardSeedId: await cardSeedFor(user) });
  return Response.json(today, { headers: { "Cache-Control": "private, no-store" } });
});
