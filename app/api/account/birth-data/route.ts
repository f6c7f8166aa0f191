import { updateBirthData } from "@/lib/account/profile";
import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requireUser } from "@/lib/auth/current-user";
import { birthDataSchema } from "@/lib/validations/account";

// POST /api/account/birth-data – correct the birth data; with a time and a place a new blueprint is charted (history kept). Answers { user, blueprint, message }.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, birthDataSchema, { maxBytes: 4 * 1024 });
  const { user: updated, blueprint } = await updateBirthData(user.id, input);
  const message = blueprint
    ? "Your birth data is saved, and a new blueprint is charted from it. Your earlier blueprints stay in your history."
    : "Your birth data is saved. A blueprint needs your birth time and place too: add them whenever you know them.";
  return Response.json({ user: updated, blueprint, message });
});
