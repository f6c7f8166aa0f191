import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  description?: string;
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}

/** A label, its control and its error; the control carries `aria-invalid` and `aria-describedby` from fieldAria(). */
export function FormField({ id, label, error, description, optional, className, children }: FormFieldProps) {
  return (
    <Field className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="text-muted-foreground text-xs font-normal">(optional)</span> : null}
      </Label>
      {children}
      {description ? <FieldDescription id={`${id}-description`}>{description}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

/** The accessibility attributes that tie a control to its FormField's error and description. */
export function fieldAria(id: string, error: string | undefined, hasDescription = false) {
  const describedBy = cn(error && `${id}-error`, hasDescription && `${id}-description`) || undefined;
  return { id, "aria-invalid": !!error, "aria-describedby": describedBy };
}
