import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { z } from "zod";

import { storedJson } from "@/lib/db/stored-json";
import { questionFacts } from "@/lib/oracle/facts";
import { subjectOf } from "@/lib/oracle/writer";
import type { LiveSessionRequest } from "@/lib/oracle/writer/requests";
import type { PersonaHandle } from "@/lib/personas";
import { longDate, safeTimeZone } from "@/lib/time-zones";

import { defineProduct } from "./define";
import { CURRENCY, PRICES, PRODUCT_NAMES, type LiveSessionProductId } from "./ids";
import type { LiveSessionCopy } from "./types";

/** The placeholder in a live session's invitation: three days after payment, 18:00 the buyer's time. */
export const TENTATIVE_DAYS_AHEAD = 3;
export const TENTATIVE_LOCAL_TIME = "18:00";

export function tentativeSessionSlot(paidAt: Date, timezone: string | null | undefined): { localDate: string; localTime: string; timezone: string } {
  const tz = safeTimeZone(timezone);
  const local = addDays(new TZDate(paidAt.getTime(), tz), TENTATIVE_DAYS_AHEAD);
  return { localDate: format(local, "yyyy-MM-dd"), localTime: TENTATIVE_LOCAL_TIME, timezone: tz };
}

/**
 * Order.meta of a live session. `prompt` repeats the intention so every order shows one in the
 * portal (SPEC §3 Order.meta.prompt). Version 1 is the shape orders have had since launch.
 */
const liveSessionMetaSchema = z.object({
  details: z.object({
    fullName: z.string().optional(),
    timezone: z.string().optional(),
    notes: z.string().optional(),
    intention: z.string(),
  }),
  prompt: z.string(),
});
export type LiveSessionMeta = z.infer<typeof liveSessionMetaSchema>;

/**
 * Reading.data of a live session: the confirmation's facts. Stored whole (they are what the
 * letter and the invitation said), never recomputed: a later change of rules must not move a
 * placeholder the buyer already has in their calendar.
 */
const liveSessionDataSchema = z.object({
  kind: z.literal("live-session"),
  product: z.string(),
  intention: z.string(),
  notes: z.string().nullable(),
  timezone: z.string().nullable(),
  tentative: z.object({ localDate: z.string(), localTime: z.string(), timezone: z.string() }),
});
export type LiveSessionData = z.infer<typeof liveSessionDataSchema>;

const LIVE_SESSION_PERSONA: Record<LiveSessionProductId, PersonaHandle> = { "astro-blueprint": "astra", "numerology-map": "numa", "tarot-immersion": "solara" };

/** The shared shape of the three live sessions; each product module supplies its copy. */
export function defineLiveSession(id: LiveSessionProductId, copy: Omit<LiveSessionCopy, "kind">) {
  return defineProduct<LiveSessionMeta, never, LiveSessionData>({
    id,
    name: PRODUCT_NAMES[id],
    amount: PRICES[id],
    currency: CURRENCY,
    persona: LIVE_SESSION_PERSONA[id],
    reading: "live-session",
    requiresAccount: false,
    copy: { kind: "live-session", ...copy },
    meta: storedJson({ column: `Order.meta (${id})`, version: 1, schema: liveSessionMetaSchema }),
    buyerWords: (meta) => [
      { field: "details.intention", label: "your intention", text: meta.details.intention },
      ...(meta.details.notes?.trim() ? [{ field: "details.notes", label: "your notes", text: meta.details.notes }] : []),
    ],
    atPayment: null,
    prepare({ orderId, meta, paidAt, care }) {
      const request: LiveSessionRequest = {
        kind: "live-session",
        seed: orderId,
        product: id,
        productName: PRODUCT_NAMES[id],
        persona: LIVE_SESSION_PERSONA[id],
        fullName: meta.details.fullName?.trim() || undefined,
        intention: questionFacts(meta.details.intention, care),
        notes: meta.details.notes?.trim() || undefined,
        timezone: meta.details.timezone?.trim() || undefined,
        tentative: tentativeSessionSlot(paidAt, meta.details.timezone),
      };
      const data: LiveSessionData = {
        kind: "live-session",
        product: id,
        intention: meta.details.intention,
        notes: request.notes ?? null,
        timezone: request.timezone ?? null,
        tentative: request.tentative,
      };
      return { request, data, subject: subjectOf(request) };
    },
    data: storedJson({ column: `Reading.data (${id})`, version: 1, schema: liveSessionDataSchema }),
    present: (data) => ({
      preview: "Your place is reserved. Here is what happens next.",
      facts: {
        title: "Your reservation",
        rows: [
          { label: "Session", value: PRODUCT_NAMES[id] },
          { label: "Length", value: `${copy.minutes} minutes, live` },
          { label: "Placeholder", value: `${longDate(data.tentative.localDate)}, ${data.tentative.localTime} (${data.tentative.timezone}), to be confirmed` },
          { label: "Attached", value: "a tentative calendar invitation" },
        ],
      },
      invite: { ...data.tentative, minutes: copy.minutes, intention: data.intention },
      page: null,
    }),
  });
}
