"use client";

import { Compass, Heart, Sparkles, type LucideIcon } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { INTENTIONS, type Intention } from "@/lib/intentions";
import { cn } from "@/lib/utils";

const ICONS: Record<Intention, LucideIcon> = { alignment: Compass, love: Heart, expansion: Sparkles };

/** The signup focus (SPEC §2): Align My Path, Call In Love, Expand My Magic. */
export function FocusPicker({
  registration,
  invalid = false,
  describedBy,
}: {
  registration: UseFormRegisterReturn<"intention">;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <fieldset className="grid gap-3" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className="mb-3 text-sm font-medium">
        Your focus <span className="text-muted-foreground font-normal">(optional)</span>
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {INTENTIONS.map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <label
              key={value}
              className={cn(
                "border-border bg-card/40 flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border px-4 py-2.5 text-sm whitespace-nowrap transition-colors duration-300",
                "hover:border-primary/40 has-checked:border-primary/70 has-checked:bg-primary/12 has-checked:text-foreground",
                "has-focus-visible:ring-ring has-focus-visible:ring-[3px]",
              )}
            >
              <input type="radio" value={value} className="sr-only" {...registration} />
              <Icon className="text-primary size-4 shrink-0" aria-hidden />
              <span className="font-medium">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
