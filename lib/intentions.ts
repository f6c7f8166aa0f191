/** Signup focus / remembered intention values (SPEC §2 Signup, §3). */
export const INTENTIONS = [
  { value: "alignment", label: "Align My Path" },
  { value: "love", label: "Call In Love" },
  { value: "expansion", label: "Expand My Magic" },
] as const;

export type Intention = (typeof INTENTIONS)[number]["value"];

export function intentionLabel(value: string | null | undefined): string | null {
  return INTENTIONS.find((i) => i.value === value)?.label ?? null;
}
