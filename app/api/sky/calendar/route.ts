import { ApiError, route } from "@/lib/api/errors";
import { requireUser } from "@/lib/auth/current-user";
import { requireBlueprintSubject, skyCalendar } from "@/lib/sky/personal-sky";
import { skyCalendarQuerySchema } from "@/lib/validations/sky";

// GET /api/sky/calendar?days=30&tz= – the signed-in seeker's exact transits, stations, ingresses and lunations, ranked and timed (ISO, UTC).
export const GET = route(async (request) => {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const parsed = skyCalendarQuerySchema.safeParse({ tz: url.searchParams.get("tz") ?? undefined, days: url.searchParams.get("days") ?? undefined });
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? "Invalid query.");
  const subject = await requireBlueprintSubject(user.id);
  return Response.json(skyCalendar(subject, parsed.data.days, { timezone: parsed.data.tz }), { headers: { "Cache-Control": "private, no-store" } });
});
