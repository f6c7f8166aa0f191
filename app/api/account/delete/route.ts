import { NextResponse } from "next/server";

import { deleteAccount } from "@/lib/account/delete-account";
import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { requireUser } from "@/lib/auth/current-user";
import { clearSessionCookie } from "@/lib/auth/session-cookie";
import { deleteAccountSchema } from "@/lib/validations/account";

// POST /api/account/delete – delete the signed-in seeker's account (password required); orders stay as anonymised financial records. Signs out; answers { ok }.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, deleteAccountSchema, { maxBytes: 2 * 1024 });
  await deleteAccount(user.id, input, requestOrigin(request));
  const response = NextResponse.json({ ok: true });
  clearSessionCookie(response);
  return response;
});
