// The welcome texts that need no date maths: the header shows the signed-out one on every page
// without loading date-fns (lib/welcome.ts) for it (issue 16).
export const SIGNED_OUT_LINE = "Sign in to begin your celestial logbook.";
export const NO_READING_LINE = "Your cosmic compass awaits its first reading.";
