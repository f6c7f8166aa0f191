import "server-only";

import type { LanguageModel } from "ai";
import { z } from "zod";

import { sendAutomationLetter, sendSubscriptionWelcome } from "@/lib/automations/send-automation";
import type { Db } from "@/lib/db";
import { raiseAlert } from "@/lib/alerts/raise-alert";
import { handleFulfilmentFailure } from "@/lib/delivery/care-letters";
import { deliverReading } from "@/lib/delivery/deliver-reading";
import { forwardContactMessage } from "@/lib/delivery/forward-contact";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { defaultWriterModel } from "@/lib/delivery/writer-model";
import type { EmailProvider } from "@/lib/email/types";

import { PermanentJobError, type JobHandlers } from "./registry";
import { JOB_TYPES } from "./types";

export interface HandlerDeps {
  prisma?: Db;
  provider?: EmailProvider;
  /** undefined: the env's model (or none); null: always compose offline. */
  model?: LanguageModel | null;
  /** Tests: simulate a crash right after a reading email went out. */
  afterEmailSent?: () => void;
}

function payload<T>(schema: z.ZodType<T>, value: unknown, type: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new PermanentJobError(`Malformed ${type} payload: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}

const orderPayload = z.object({ orderId: z.string().min(1) });
const contactPayload = z.object({ contactMessageId: z.string().min(1) });
const confirmPayload = z.object({ subscriptionId: z.string().min(1) });
const automationPayload = z.object({ subscriptionId: z.string().min(1), localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** The registry: one idempotent handler per job type. */
export function createJobHandlers(deps: HandlerDeps = {}): JobHandlers {
  return {
    [JOB_TYPES.fulfilOrder]: {
      run: async (job, ctx) => {
        const { orderId } = payload(orderPayload, job.payload, job.type);
        await fulfilOrder(orderId, {
          prisma: deps.prisma,
          provider: deps.provider,
          model: deps.model === undefined ? defaultWriterModel() : deps.model,
          now: ctx.now,
          signal: ctx.signal,
          attempt: job.attempts,
          afterEmailSent: deps.afterEmailSent,
        });
      },
      // A paid order is never silent: the buyer is told and refunded, and the team alerted.
      onDead: async (job, error, ctx) => {
        const parsed = orderPayload.safeParse(job.payload);
        if (parsed.success) await handleFulfilmentFailure(parsed.data.orderId, error, { prisma: deps.prisma, provider: deps.provider, now: ctx.now });
      },
    },
    [JOB_TYPES.deliverReading]: {
      run: async (job, ctx) => {
        const { orderId } = payload(orderPayload, job.payload, job.type);
        await deliverReading(orderId, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal, afterEmailSent: deps.afterEmailSent });
      },
      onDead: async (job, error, ctx) => {
        const parsed = orderPayload.safeParse(job.payload);
        if (!parsed.success) return;
        await raiseAlert(
          { kind: "delivery-failed", subjectId: parsed.data.orderId, title: "An approved reading could not be sent", message: `The approved reading for order ${parsed.data.orderId} could not be sent (${error.slice(0, 300)}). Retry the job or resend from the studio.` },
          { prisma: deps.prisma, provider: deps.provider, now: ctx.now },
        );
      },
    },
    [JOB_TYPES.forwardContact]: async (job, ctx) => {
      const { contactMessageId } = payload(contactPayload, job.payload, job.type);
      await forwardContactMessage(contactMessageId, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
    },
    [JOB_TYPES.confirmSubscription]: async (job, ctx) => {
      const { subscriptionId } = payload(confirmPayload, job.payload, job.type);
      await sendSubscriptionWelcome(subscriptionId, job.key ?? `automation.confirm:${job.id}`, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
    },
    [JOB_TYPES.sendAutomation]: async (job, ctx) => {
      const { subscriptionId, localDate } = payload(automationPayload, job.payload, job.type);
      await sendAutomationLetter(subscriptionId, localDate, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
    },
  };
}
