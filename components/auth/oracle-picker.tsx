"use client";

import { Check } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { PERSONAS } from "@/lib/personas";
import { cn } from "@/lib/utils";

export interface OraclePickerProps {
  registration: UseFormRegisterReturn<"personaHandle">;
  invalid: boolean;
  describedBy?: string;
}

/** The three oracles as selectable cards: native radios, so arrow keys and screen readers just work. */
export function OraclePicker({ registration, invalid, describedBy }: OraclePickerProps) {
  return (
    <fieldset role="radiogroup" aria-labelledby="oracle-picker-legend" aria-invalid={invalid} aria-describedby={describedBy} className="grid gap-3">
      <legend id="oracle-picker-legend" className="mb-3 text-sm font-medium">
        Choose your oracle
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {PERSONAS.map((persona) => (
          <label
            key={persona.handle}
            data-persona-option={persona.handle}
            className={cn(
              "group bg-card/50 relative flex cursor-pointer items-center gap-4 rounded-xl border p-4 transition-[border-color,box-shadow,background-color] duration-300",
              "hover:border-primary/40 sm:flex-col sm:items-start sm:gap-3 sm:p-5",
              "has-checked:border-primary/70 has-checked:bg-primary/10 has-checked:shadow-glow",
              "has-focus-visible:ring-ring has-focus-visible:ring-[3px]",
              invalid ? "border-destructive/35" : "border-border",
            )}
          >
            <input type="radio" value={persona.handle} className="sr-only" {...registration} />
            <PersonaEmblem
              handle={persona.handle}
              className="size-14 shrink-0 transition-transform duration-500 group-has-checked:scale-105 sm:size-16"
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-display text-lg leading-tight">{persona.displayName}</span>
              <span className="text-primary text-[11px] font-medium tracking-wider uppercase">{persona.role}</span>
              <span className="text-muted-foreground mt-1 text-sm leading-snug">{persona.tagline}</span>
            </span>
            <span
              className="border-border text-primary-foreground group-has-checked:border-primary group-has-checked:bg-primary absolute top-3 right-3 grid size-5 place-items-center rounded-full border transition-colors"
              aria-hidden
            >
              <Check className="size-3 opacity-0 group-has-checked:opacity-100" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
