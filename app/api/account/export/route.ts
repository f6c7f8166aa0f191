import { exportAccountData } from "@/lib/account/export-data";
import { route } from "@/lib/api/errors";
import { requireUser } from "@/lib/auth/current-user";

// GET /api/account/export – everything the account holds, as a JSON file to download.
export const GET = route(async (request) => {
  const user = await requireUser(request);
  const data = await exportAccountData(user.id);
  const day = data.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="quantum-veil-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});
