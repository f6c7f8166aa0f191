import "server-only";

import { db } from "@/lib/db";

import { createJobHandlers } from "./handlers";
import { drainJobs, newWorkerId, type DrainResult } from "./runner";

/** A bounded drain with the app's handlers: the cron routes and the drain after a response (serverless hosts). */
export function drainDueJobs(budgetMs: number, worker = "cron"): Promise<DrainResult> {
  return drainJobs({ prisma: db(), handlers: createJobHandlers(), workerId: newWorkerId(worker), budgetMs });
}
