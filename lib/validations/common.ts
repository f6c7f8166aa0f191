import { z } from "zod";

import { nameProblem } from "@/lib/oracle/numerology/name-rule";

/** SPEC §5: the default messages 'Required' (missing) and 'Invalid input' (wrong type). */
export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "Required" : "Invalid input");

export interface TextOptions {
  /** Prompts, messages and notes keep line breaks and tabs; other fields refuse them too. */
  multiline?: boolean;
}

// Control characters (C0, DEL, C1), of which PostgreSQL cannot store NUL at all, and lone UTF-16
// surrogates, which cannot be encoded as UTF-8. No keyboard types them, so they are refused
// rather than silently stripped.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string can be stored and shown as typed (see the characters refused above). */
export function isStorableText(value: string, { multiline = false }: TextOptions = {}): boolean {
  return !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value) && !LONE_SURROGATE.test(value);
}

export const unstorableMessage = (label: string) => `${label} contains characters we can't store.`;

/**
 * Every text field of every schema starts here: a trimmed string whose missing/wrong-type errors
 * use the SPEC defaults and which refuses, naming the field by its form label, characters that
 * cannot be stored (checked first, so that message wins over any other).
 */
export const text = (label: string, options: TextOptions = {}) =>
  z
    .string({ error: requiredOrInvalid })
    .refine((v) => isStorableText(v, options), { error: unstorableMessage(label), abort: true })
    .trim();

/** A trimmed, lower-cased email with the given message. */
export const email = (message: string, label = "Email") =>
  text(label)
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, { error: message }));

/** An optional trimmed text: '', null or absent all mean "not given" (undefined). */
export const optionalText = (label: string, max: number, tooLong: string, options: TextOptions = {}) =>
  z
    .string({ error: "Invalid input" })
    .refine((v) => isStorableText(v, options), { error: unstorableMessage(label), abort: true })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => v || undefined);

/**
 * A person's name that numerology will read (the oracle's name rule, in any script): required,
 * at most 120 characters, and refused with the rule's own message when it has no letter to count.
 */
export const personName = (label: string, required: string, tooLong: string) =>
  text(label)
    .min(1, { error: required, abort: true })
    .max(120, { error: tooLong, abort: true })
    .superRefine((value, ctx) => {
      const problem = nameProblem(value, label);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    });

/** A real calendar date (yyyy-mm-dd) from 1900 (the ephemeris range) up to today. */
export function isRealBirthDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  // Today on the easternmost clock (UTC+14) still counts, so nobody's "today" is refused.
  return value >= "1900-01-01" && date.getTime() <= Date.now() + 14 * 60 * 60 * 1000;
}

/** For a birth time the clocks repeated (they went back that night): the earlier or the later pass. */
export const repeatedHourPass = z.enum(["earlier", "later"], { error: "Choose the earlier or the later pass." });

/** The pass where a form may not ask (it asks only for a repeated hour): null or absent mean the earlier. */
export const optionalRepeatedHourPass = repeatedHourPass
  .nullish()
  .transform((v) => v ?? undefined)
  .optional();
