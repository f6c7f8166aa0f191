import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Label } from "@/components/ui/label";

/** The attributes that tie an input to its label, hint and error (announced when it appears). */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

/** A labelled field with its hint and its own error right below it. */
export function FormField({ id, label, hint, error, className, children }: { id: string; label: string; hint?: string; error?: string; className?: string; children: React.ReactNode }) {
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

/** A message about the whole form (a refusal that belongs to no one field), read out when it appears. */
export function FormMessage({ children, tone = "error", testId }: { children?: React.ReactNode; tone?: "error" | "success"; testId?: string }) {
  if (!children) return null;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={tone === "error" ? "text-destructive text-sm [overflow-wrap:anywhere]" : "text-foreground bg-accent/40 rounded-lg px-4 py-3 text-sm leading-relaxed [overflow-wrap:anywhere]"}
    >
      {children}
    </p>
  );
}
