/**
 * Joins class names. It does not merge conflicting Tailwind classes (no tailwind-merge: ~9 kB of
 * gzip on every page with a form, issue 16), so a component takes a variant, not an override:
 * never pass a class for a property its base already sets (two of them are settled by the
 * stylesheet's order, not by their order here). `components/ui/class-conflicts.test.ts` checks the
 * components' bases and variants, and the call sites it can read, for such pairs.
 */
export { clsx as cn } from "clsx";
