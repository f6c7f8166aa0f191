import { ApiError, route } from "@/lib/api/errors";
import { searchBirthplaces } from "@/lib/places/search-birthplaces";
import { placesQuerySchema } from "@/lib/validations/places";

// GET /api/places?q=&limit= – birthplace autocomplete from the offline atlas.
export const GET = route(async (request) => {
  const url = new URL(request.url);
  const parsed = placesQuerySchema.safeParse({ q: url.searchParams.get("q") ?? undefined, limit: url.searchParams.get("limit") ?? undefined });
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? "Invalid search.");
  const places = searchBirthplaces(parsed.data.q, parsed.data.limit);
  // The atlas only changes with a deploy, so answers can be cached briefly by browsers and the CDN.
  return Response.json({ places }, { headers: { "Cache-Control": "public, max-age=3600, s-maxage=86400" } });
});
