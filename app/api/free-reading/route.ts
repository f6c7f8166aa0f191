import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { freeReading } from "@/lib/free-reading/free-reading";
import { clientIp } from "@/lib/security/client-ip";
import { freeReadingSchema } from "@/lib/validations/free-reading";

// POST /api/free-reading – the signed-out visitor's instant Sun, Moon, rising and Life Path; computed, never stored.
export const POST = route(async (request) => {
  const input = await readJson(request, freeReadingSchema, { maxBytes: 2 * 1024 });
  return Response.json({ reading: await freeReading(input, clientIp(request)) });
});
