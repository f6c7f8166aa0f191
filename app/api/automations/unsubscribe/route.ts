import { NextResponse } from "next/server";

import { ApiError, route } from "@/lib/api/errors";
import { appBaseUrl, requestOrigin } from "@/lib/app-url";
import { unsubscribeByToken } from "@/lib/automations/subscribe";

export const dynamic = "force-dynamic";

function pageUrl(request: Request, token: string, done: boolean): URL {
  const url = new URL("/offers/unsubscribe", appBaseUrl(requestOrigin(request)));
  url.searchParams.set("token", token);
  if (done) url.searchParams.set("done", "1");
  return url;
}

// GET /api/automations/unsubscribe?token=… – the link in every email: shows the unsubscribe page (link scanners must not unsubscribe anyone).
export const GET = route(async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return NextResponse.redirect(pageUrl(request, token, false), 303);
});

// POST /api/automations/unsubscribe?token=… – RFC 8058 one-click (List-Unsubscribe=One-Click) and the page's button; idempotent.
export const POST = route(async (request) => {
  let token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) {
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("form")) {
      const value = (await request.formData().catch(() => null))?.get("token");
      token = typeof value === "string" ? value : "";
    }
  }
  const result = await unsubscribeByToken(token);
  if (!result) throw new ApiError(404, "This unsubscribe link is not valid. It may have been mistyped.");
  // A person pressing the page's button gets the page back; a mail client gets a plain 200.
  if ((request.headers.get("accept") ?? "").includes("text/html")) return NextResponse.redirect(pageUrl(request, token, true), 303);
  return Response.json({ ok: true, message: "You have been unsubscribed." });
});
