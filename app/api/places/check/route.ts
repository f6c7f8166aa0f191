import { ApiError, route } from "@/lib/api/errors";
import { checkBirthplace } from "@/lib/places/check-birthplace";
import { placeCheckQuerySchema } from "@/lib/validations/places";

// GET /api/places/check?q= – whether a typed birthplace is on the atlas; unknown ones come with near misses.
export const GET = route(async (request) => {
  const url = new URL(request.url);
  const parsed = placeCheckQuerySchema.safeParse({ q: url.searchParams.get("q") ?? undefined });
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? "Invalid place.");
  return Response.json(checkBirthplace(parsed.data.q), { headers: { "Cache-Control": "public, max-age=3600, s-maxage=86400" } });
});
