import * as React from "react";

import { cn } from "@/lib/utils";

const fieldBase =
  "w-full min-w-0 rounded-lg border border-input bg-background/60 px-3.5 text-base text-foreground shadow-xs transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/25 md:text-sm";

const inputClasses = cn(fieldBase, "h-11");
/** `short`: a secondary field (a note), five lines' height at least instead of seven. */
const textareaClasses = (short: boolean) => cn(fieldBase, "py-2.5 leading-relaxed", short ? "min-h-20" : "min-h-28");

/** A caller may add pl-/pr- to make room for an icon: Tailwind puts one side's padding after px-, so it wins. */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClasses, className)} {...props} />;
}

function Textarea({ className, short = false, ...props }: React.ComponentProps<"textarea"> & { short?: boolean }) {
  return <textarea data-slot="textarea" className={cn(textareaClasses(short), className)} {...props} />;
}

export { Input, inputClasses, Textarea, textareaClasses };
