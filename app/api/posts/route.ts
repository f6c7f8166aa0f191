// GET /api/posts – every blog post, newest first; `?persona={handle}` narrows to one oracle's posts.
import { NextResponse } from "next/server";

import { ApiError, route } from "@/lib/api/errors";
import { getAllPosts, getPostsByPersona } from "@/lib/content/posts";
import { isPersonaHandle } from "@/lib/personas";

export const GET = route(async (request) => {
  const persona = new URL(request.url).searchParams.get("persona")?.trim();
  if (!persona) return NextResponse.json(getAllPosts());
  if (!isPersonaHandle(persona)) throw new ApiError(404, "Oracle not found");
  return NextResponse.json(getPostsByPersona(persona));
});
