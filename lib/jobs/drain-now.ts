import "server-only";

import { db } from "@/lib/db";

import { createJobHandlers } from "./handlers";
import { drainJobs, newWorkerId, type DrainResult } from "./runner";

/** A bounded drain with the app's handlers, for the cron routes (serverless hosts). */
export function drainDueJobs(budgetMs: number): Promise<DrainResult> {
  return drainJobs({ prisma: db(), handlers: createJobHandlers(), workerId: newWorkerId("cron"), budgetMs });
}
