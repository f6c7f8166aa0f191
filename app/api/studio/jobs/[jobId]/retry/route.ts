import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { retryDeadJob } from "@/lib/studio/service";
import { retryJobSchema } from "@/lib/validations/studio";

// The job this queues is drained after the response (lib/jobs/after-response.ts), within this limit.
export const maxDuration = 300;

// POST /api/studio/jobs/{jobId}/retry – put a dead job back in the queue with a few more attempts; answers { status, maxAttempts }.
export const POST = studioRoute<{ jobId: string }>(async (request, { operator, params }) => {
  await readJson(request, retryJobSchema);
  return Response.json(await retryDeadJob(operator, params.jobId));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
