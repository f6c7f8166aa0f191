import * as React from "react";

import { cn } from "@/lib/utils";

function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field" className={cn("grid gap-2", className)} {...props} />;
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-description" className={cn("text-muted-foreground text-xs", className)} {...props} />;
}

/** Announced to screen readers as it appears; tie it to its input with aria-describedby. */
function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p data-slot="field-error" role="alert" className={cn("text-destructive text-sm", className)} {...props}>
      {children}
    </p>
  );
}

export { Field, FieldDescription, FieldError };
