import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

// GET /api/health – liveness and database reachability, for load balancers and the e2e harness.
export async function GET() {
  try {
    await db().$queryRaw`SELECT 1`;
    return Response.json({ status: "ok" });
  } catch {
    return Response.json({ status: "degraded", message: "The database is not reachable." }, { status: 503 });
  }
}
