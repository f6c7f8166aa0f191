import { z } from "zod";

import { storedJson, type StoredJson } from "@/lib/db/stored-json";

/** Job types: the contract between whoever enqueues (lib/jobs/enqueue.ts) and the runner's handlers. */
export const JOB_TYPES = {
  /** payload { orderId }; key `order.fulfil:{orderId}`. Enqueued when an order is paid. */
  fulfilOrder: "order.fulfil",
  /** payload { orderId }; key `reading.deliver:{orderId}`. Enqueued when a person approves a held reading. */
  deliverReading: "reading.deliver",
  /** payload { contactMessageId }; key `contact:{id}`. */
  forwardContact: "contact.forward",
  /** payload { subscriptionId }; key `automation.confirm:{subscriptionId}:{confirmedAtMs}`. The welcome, once the address is confirmed. */
  confirmSubscription: "automation.confirm",
  /** payload { subscriptionId }; key `automation.opt-in:{subscriptionId}:{token}`. The email asking to confirm (double opt-in). */
  optIn: "automation.opt-in",
  /** payload { subscriptionId, localDate }; key `automation:{subscriptionId}:{localDate}` (one per subscriber and local day). */
  sendAutomation: "automation.send",
  /** payload { orderId }; key `order.payment-failed:{orderId}`. The buyer's letter when a delayed payment fails. */
  paymentFailed: "order.payment-failed",
} as const;

export type JobType = (typeof JOB_TYPES)[keyof typeof JOB_TYPES];

const orderPayload = z.object({ orderId: z.string().min(1) });

/**
 * Job.payload, one versioned schema per job type: enqueueJob validates and stamps it, the handler
 * parses it on every run (a payload that fits no version is a permanent failure, never a cast).
 * Payloads hold inputs (ids, a local date), never results: a job reads the current rows when it
 * runs, so a retry after a fix does the right thing.
 */
export const JOB_PAYLOADS = {
  [JOB_TYPES.fulfilOrder]: storedJson({ column: "Job.payload (order.fulfil)", version: 1, schema: orderPayload }),
  [JOB_TYPES.deliverReading]: storedJson({ column: "Job.payload (reading.deliver)", version: 1, schema: orderPayload }),
  [JOB_TYPES.forwardContact]: storedJson({ column: "Job.payload (contact.forward)", version: 1, schema: z.object({ contactMessageId: z.string().min(1) }) }),
  [JOB_TYPES.confirmSubscription]: storedJson({ column: "Job.payload (automation.confirm)", version: 1, schema: z.object({ subscriptionId: z.string().min(1) }) }),
  [JOB_TYPES.optIn]: storedJson({ column: "Job.payload (automation.opt-in)", version: 1, schema: z.object({ subscriptionId: z.string().min(1) }) }),
  [JOB_TYPES.paymentFailed]: storedJson({ column: "Job.payload (order.payment-failed)", version: 1, schema: orderPayload }),
  [JOB_TYPES.sendAutomation]: storedJson({
    column: "Job.payload (automation.send)",
    version: 1,
    schema: z.object({ subscriptionId: z.string().min(1), localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  }),
} satisfies Record<JobType, StoredJson<object>>;

/** The payload schema of a job type the app knows, or null (the queue itself runs any type). */
export function jobPayloadJson(type: string): StoredJson<object> | null {
  return Object.hasOwn(JOB_PAYLOADS, type) ? JOB_PAYLOADS[type as JobType] : null;
}

export const fulfilOrderJobKey = (orderId: string) => `order.fulfil:${orderId}`;
export const paymentFailedJobKey = (orderId: string) => `order.payment-failed:${orderId}`;
export const deliverReadingJobKey = (orderId: string) => `reading.deliver:${orderId}`;
export const automationJobKey = (subscriptionId: string, localDate: string) => `automation:${subscriptionId}:${localDate}`;
export const confirmSubscriptionJobKey = (subscriptionId: string, confirmedAt: Date) =>
  `automation.confirm:${subscriptionId}:${confirmedAt.getTime()}`;
export const optInJobKey = (subscriptionId: string, confirmToken: string) => `automation.opt-in:${subscriptionId}:${confirmToken}`;
