/**
 * Small pure helpers for the studio's pages (no server-only: client islands use them too).
 */

/** "45 s", "12 min", "3 h 05 min", "2 d 4 h": a duration at the precision a person needs. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "—";
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ${String(min % 60).padStart(2, "0")} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** "2026-11-24 14:05 UTC": absolute, unambiguous, the same for every operator whatever their zone. */
export function formatUtc(date: Date | string | null | undefined): string {
  if (!date) return "—";
  const d = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return "—";
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Why a reading waits for a person, in words (Reading.holdReason, lib/delivery/fulfil-order.ts). */
export const HOLD_REASONS: Record<string, { label: string; explanation: string }> = {
  crisis: {
    label: "Crisis",
    explanation: "The buyer's words read as a crisis. No reading is ever written or sent: a care letter with crisis lines went instead, the payment is refunded, and a person follows up.",
  },
  "care-flag": {
    label: "Sensitive question",
    explanation: "The care layer flagged the question (health, law, money, another person's private life, death or timing), and READING_REVIEW=flagged holds those for a person.",
  },
  "review-all": { label: "Every reading is read", explanation: "READING_REVIEW=all: every reading waits for a person before it is sent (the hand-crafted mode)." },
  "check-failed": { label: "Failed the content check", explanation: "The letter failed the content check on every writing attempt. The problems found are listed with the draft: fix them before approving." },
  "care-model-unavailable": { label: "Care model unavailable", explanation: "The care model did not answer, so only the lexicon classified the question. Read it with that in mind." },
  "place-not-found": { label: "Birthplace not found", explanation: "A birthplace of this order is not in the atlas. The buyer was emailed to confirm it; nothing was charted (never at 0°, 0°). Once they answer, correct the order and retry, or refund." },
  "care-unclear": { label: "Sensitive, topic unclear", explanation: "The care model called the question sensitive without a topic we can name a professional for: a person decides." },
  "fulfilment-failed": { label: "Fulfilment failed", explanation: "Fulfilment failed every attempt and the order is held for a person instead of refunded. Retry the dead job, approve the draft if there is one, or refund." },
};

export function holdReasonOf(reason: string | null | undefined): { label: string; explanation: string } | null {
  if (!reason) return null;
  return HOLD_REASONS[reason] ?? { label: reason, explanation: "Held for a person." };
}

/** Email tags a buyer receives (and that may be resent to them); team alerts are not among them. */
export const CUSTOMER_EMAIL_TAGS = ["reading", "live-session", "care", "failure"] as const;

export function isCustomerEmailTag(tag: string): boolean {
  return (CUSTOMER_EMAIL_TAGS as readonly string[]).includes(tag);
}

/** The idempotency key of the n-th resend of a message: `reading:{orderId}` → `reading:{orderId}:resend:{n}`. */
export function resendKey(originalKey: string, n: number): string {
  return `${baseKeyOf(originalKey)}:resend:${n}`;
}

/** A resend of a resend is a resend of the original. */
export function baseKeyOf(key: string): string {
  return key.replace(/:resend:\d+$/, "");
}
