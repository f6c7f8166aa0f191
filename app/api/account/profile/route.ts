import { updateName } from "@/lib/account/profile";
import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requireUser } from "@/lib/auth/current-user";
import { profileNameSchema } from "@/lib/validations/account";

// POST /api/account/profile – change the signed-in seeker's name; answers { user }.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, profileNameSchema, { maxBytes: 2 * 1024 });
  return Response.json({ user: await updateName(user.id, input), message: "Your name is saved." });
});
