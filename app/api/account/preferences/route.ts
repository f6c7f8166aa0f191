import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requireUser } from "@/lib/auth/current-user";
import { updatePreferences } from "@/lib/auth/update-preferences";
import { preferencesSchema } from "@/lib/validations/preferences";

// POST /api/account/preferences – the oracle and focus the signed-in seeker's account remembers; answers { user }.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, preferencesSchema, { maxBytes: 2 * 1024 });
  return Response.json({ user: await updatePreferences(user.id, input) });
});
