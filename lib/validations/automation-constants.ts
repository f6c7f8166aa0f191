// The subscribe form's messages, without zod: the form imports these at once and fetches the
// schema (automation.ts, which re-exports them) only when it validates (issue 16).

/** SPEC §5 / §8 messages, exact. */
export const AUTOMATION_MESSAGES = {
  emailRequired: "Email required",
  emailRequiredDescription: "We need your best email to deliver the automation.",
  failureTitle: "Whoops, try again",
  failureFallback: "We couldn't save your subscription just yet.",
  invalidEmail: "Please enter a valid email",
  invalidTimezone: "Please choose a valid time zone",
} as const;
