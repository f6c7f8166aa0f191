import "server-only";

import type { LanguageModel } from "ai";

import { sendAutomationLetter, sendAutomationLetters, sendOptInLetter, sendSubscriptionWelcome } from "@/lib/automations/send-automation";
import type { Db } from "@/lib/db";
import type { StoredJson } from "@/lib/db/stored-json";
import { raiseAlert } from "@/lib/alerts/raise-alert";
import { handleFulfilmentFailure, sendPaymentFailedLetter } from "@/lib/delivery/care-letters";
import { deliverReading } from "@/lib/delivery/deliver-reading";
import { forwardContactMessage } from "@/lib/delivery/forward-contact";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { defaultWriterModel } from "@/lib/delivery/writer-model";
import { EMAIL_BATCH_SIZE } from "@/lib/email/send-email";
import type { EmailProvider } from "@/lib/email/types";

import { definitionOf, PermanentJobError, type JobDefinition, type JobHandler, type JobHandlers } from "./registry";
import { JOB_PAYLOADS, JOB_TYPES } from "./types";

export interface HandlerDeps {
  prisma?: Db;
  provider?: EmailProvider;
  /** undefined: the env's model (or none); null: always compose offline. */
  model?: LanguageModel | null;
  /** Series letters per provider call (at most EMAIL_BATCH_SIZE, the default); tests use fewer. */
  seriesBatchSize?: number;
  /** Tests: simulate a crash right after a reading email went out. */
  afterEmailSent?: () => void;
}

/** A job's payload, parsed with its type's schema; one that fits no version will not fit on a retry either. */
function payloadOf<T>(json: StoredJson<T>, job: { payload: unknown }): T {
  const parsed = json.safeParse(job.payload);
  if (!parsed.ok) throw new PermanentJobError(`Malformed payload: ${parsed.error.message}`);
  return parsed.value;
}

/**
 * Every job type without a last word of its own still tells the team when one of its jobs dies:
 * one alert (and one email) per job type and UTC day, however many die that day (a provider down
 * for hours must not flood the inbox); the studio's queue panel lists each dead job to retry.
 */
function withDeadAlert(deps: HandlerDeps, handlers: Record<string, JobHandler | JobDefinition>): JobHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([type, handler]) => {
      const definition = definitionOf(handler);
      if (definition.onDead) return [type, definition];
      return [
        type,
        {
          ...definition,
          onDead: async (job, error, ctx) => {
            const day = ctx.now.toISOString().slice(0, 10);
            await raiseAlert(
              { kind: "job-dead", subjectId: `${type}:${day}`, title: `A ${type} job failed for good`, message: `Job ${job.id} (${type}) is dead after ${job.attempts} attempt(s): ${error.slice(0, 300)}. Retry it from the studio's queue once the cause is fixed; other ${type} jobs that die today are not emailed again.` },
              { prisma: deps.prisma, provider: deps.provider, now: ctx.now },
            );
          },
        } satisfies JobDefinition,
      ];
    }),
  );
}

/** The registry: one idempotent handler per job type. */
export function createJobHandlers(deps: HandlerDeps = {}): JobHandlers {
  return withDeadAlert(deps, {
    [JOB_TYPES.fulfilOrder]: {
      run: async (job, ctx) => {
        const { orderId } = payloadOf(JOB_PAYLOADS[JOB_TYPES.fulfilOrder], job);
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
        const parsed = JOB_PAYLOADS[JOB_TYPES.fulfilOrder].safeParse(job.payload);
        if (parsed.ok) await handleFulfilmentFailure(parsed.value.orderId, error, { prisma: deps.prisma, provider: deps.provider, now: ctx.now });
      },
    },
    [JOB_TYPES.deliverReading]: {
      run: async (job, ctx) => {
        const { orderId } = payloadOf(JOB_PAYLOADS[JOB_TYPES.deliverReading], job);
        await deliverReading(orderId, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal, afterEmailSent: deps.afterEmailSent });
      },
      onDead: async (job, error, ctx) => {
        const parsed = JOB_PAYLOADS[JOB_TYPES.deliverReading].safeParse(job.payload);
        if (!parsed.ok) return;
        await raiseAlert(
          { kind: "delivery-failed", subjectId: parsed.value.orderId, title: "An approved reading could not be sent", message: `The approved reading for order ${parsed.value.orderId} could not be sent (${error.slice(0, 300)}). Retry the job or resend from the studio.` },
          { prisma: deps.prisma, provider: deps.provider, now: ctx.now },
        );
      },
    },
    [JOB_TYPES.forwardContact]: async (job, ctx) => {
      const { contactMessageId } = payloadOf(JOB_PAYLOADS[JOB_TYPES.forwardContact], job);
      await forwardContactMessage(contactMessageId, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
    },
    [JOB_TYPES.confirmSubscription]: async (job, ctx) => {
      const { subscriptionId } = payloadOf(JOB_PAYLOADS[JOB_TYPES.confirmSubscription], job);
      await sendSubscriptionWelcome(subscriptionId, job.key ?? `automation.confirm:${job.id}`, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
    },
    [JOB_TYPES.paymentFailed]: async (job, ctx) => {
      const { orderId } = payloadOf(JOB_PAYLOADS[JOB_TYPES.paymentFailed], job);
      await sendPaymentFailedLetter(orderId, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
    },
    [JOB_TYPES.optIn]: async (job, ctx) => {
      const { subscriptionId } = payloadOf(JOB_PAYLOADS[JOB_TYPES.optIn], job);
      await sendOptInLetter(subscriptionId, job.key ?? `automation.opt-in:${job.id}`, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
    },
    [JOB_TYPES.sendAutomation]: {
      run: async (job, ctx) => {
        const { subscriptionId, localDate } = payloadOf(JOB_PAYLOADS[JOB_TYPES.sendAutomation], job);
        await sendAutomationLetter(subscriptionId, localDate, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal });
      },
      // A morning's letters go out together: one provider call per EMAIL_BATCH_SIZE subscribers.
      batch: {
        size: Math.min(deps.seriesBatchSize ?? EMAIL_BATCH_SIZE, EMAIL_BATCH_SIZE),
        run: async (jobs, ctx) => {
          const payloads = jobs.map((job) => {
            try {
              return payloadOf(JOB_PAYLOADS[JOB_TYPES.sendAutomation], job);
            } catch (error) {
              return { error };
            }
          });
          const valid = payloads.filter((p): p is Exclude<typeof p, { error: unknown }> => !("error" in p));
          const sent = await sendAutomationLetters(valid, { prisma: deps.prisma, provider: deps.provider, now: ctx.now, signal: ctx.signal, wrapUpAt: ctx.wrapUpAt });
          let next = 0;
          return payloads.map((p) => {
            if ("error" in p) return p.error;
            const outcome = sent[next++];
            return typeof outcome === "object" ? outcome.error : null;
          });
        },
      },
    },
  });
}
