import { ApiError, route } from "@/lib/api/errors";
import { skyFeedIcs } from "@/lib/sky/feed";

// GET /api/sky/feed/{token} – the seeker's exact transits as an iCalendar feed (the private link is the key).
export const GET = route<{ params: Promise<{ token: string }> }>(async (_request, { params }) => {
  const { token } = await params;
  const ics = await skyFeedIcs(token);
  if (!ics) throw new ApiError(404, "This calendar link is not valid (a newer one may have replaced it).");
  return new Response(ics, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, max-age=3600", "Content-Disposition": 'inline; filename="your-sky.ics"' } });
});
