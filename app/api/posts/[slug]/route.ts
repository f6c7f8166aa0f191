// GET /api/posts/[slug] – one blog post, or 404 { message: "Post not found" }.
import { NextResponse } from "next/server";

import { ApiError, route } from "@/lib/api/errors";
import { getPostBySlug } from "@/lib/content/posts";

export const GET = route<{ params: Promise<{ slug: string }> }>(async (_request, { params }) => {
  const { slug } = await params;
  const post = getPostBySlug(slug);
  if (!post) throw new ApiError(404, "Post not found");
  return NextResponse.json(post);
});
