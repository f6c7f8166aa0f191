import { NextResponse } from "next/server";

import { ApiError, route } from "@/lib/api/errors";
import { appBaseUrl, requestOrigin } from "@/lib/app-url";
import { confirmSubscriptionByToken } from "@/lib/automations/subscribe";
import { drainAfterResponse } from "@/lib/jobs/after-response";

export const dynamic = "force-dynamic";
// The welcome letter this queues is sent after the response (lib/jobs/after-response.ts), within this limit.
export const maxDuration = 300;

function pageUrl(request: Request, token: string, done: boolean): URL {
  const url = new URL("/offers/confirm", appBaseUrl(requestOrigin(request)));
  url.searchParams.set("token", token);
  if (done) url.searchParams.set("done", "1");
  return url;
}

// GET /api/automations/confirm?token=… – the link in the confirmation email: shows the confirm page (a link scanner's GET confirms nobody).
export const GET = route(async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return NextResponse.redirect(pageUrl(request, token, false), 303);
});

// POST /api/automations/confirm?token=… – the page's button (double opt-in): confirms the address, queues the welcome; idempotent.
export const POST = route(async (request) => {
  let token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token && (request.headers.get("content-type") ?? "").includes("form")) {
    const value = (await request.formData().catch(() => null))?.get("token");
    token = typeof value === "string" ? value : "";
  }
  const result = await confirmSubscriptionByToken(token);
  if (!result) throw new ApiError(404, "This confirmation link is not valid. It may have been mistyped, or the subscription was cancelled.");
  if (result.status === "confirmed") drainAfterResponse("confirm");
  if ((request.headers.get("accept") ?? "").includes("text/html")) return NextResponse.redirect(pageUrl(request, token, true), 303);
  return Response.json({ ok: true, status: result.status, message: "Your email is confirmed. The welcome letter is on its way." });
});
