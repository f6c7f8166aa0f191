import { NextResponse } from "next/server";

import { ApiError, route } from "@/lib/api/errors";
import { appBaseUrl, requestOrigin } from "@/lib/app-url";
import { confirmSubscriptionByToken } from "@/lib/automations/subscribe";
import { drainAfterResponse } from "@/lib/jobs/after-response";

export const dynamic = "force-dynamic";
// The welcome letter this queues is sent after the response (lib/jobs/after-response.ts), within this limit.
export const maxDuration = 300;

function pageUrl(request: Request, token: string, done: "confirmed" | "updated" | null): URL {
  const url = new URL("/offers/confirm", appBaseUrl(requestOrigin(request)));
  url.searchParams.set("token", token);
  if (done === "confirmed") url.searchParams.set("done", "1");
  if (done === "updated") url.searchParams.set("updated", "1");
  return url;
}

const CONFIRMED_MESSAGES = {
  confirmed: "Your email is confirmed. The welcome letter is on its way.",
  "already-confirmed": "Your email is confirmed. The welcome letter is on its way.",
  updated: "Your changes are saved. Your next letter uses them.",
} as const;

// GET /api/automations/confirm?token=… – the link in the confirmation email: shows the confirm page (a link scanner's GET confirms nobody).
export const GET = route(async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return NextResponse.redirect(pageUrl(request, token, null), 303);
});

// POST /api/automations/confirm?token=… – the page's button (double opt-in): confirms the address, queues the welcome, or
// applies a confirmed subscriber's held changes; idempotent.
export const POST = route(async (request) => {
  let token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token && (request.headers.get("content-type") ?? "").includes("form")) {
    const value = (await request.formData().catch(() => null))?.get("token");
    token = typeof value === "string" ? value : "";
  }
  const result = await confirmSubscriptionByToken(token);
  if (!result) throw new ApiError(404, "This confirmation link is not valid. It may have been mistyped, or the subscription was cancelled.");
  if (result.status === "confirmed") drainAfterResponse("confirm");
  if ((request.headers.get("accept") ?? "").includes("text/html")) return NextResponse.redirect(pageUrl(request, token, result.status === "updated" ? "updated" : "confirmed"), 303);
  return Response.json({ ok: true, status: result.status, message: CONFIRMED_MESSAGES[result.status] });
});
