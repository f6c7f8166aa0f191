import { Check } from "lucide-react";

import { cn } from "@/lib/utils";

export interface WizardProgressProps {
  step: number;
  labels: readonly string[];
}

/** "Step n of N" with an accessible progress bar and the named stages beneath it. */
export function WizardProgress({ step, labels }: WizardProgressProps) {
  const total = labels.length;
  return (
    <div className="grid gap-3">
      <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase" data-testid="signup-step-count">
        Step {step} of {total}
      </p>
      <div
        role="progressbar"
        aria-label="Signup progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${total}: ${labels[step - 1] ?? ""}`}
        className="bg-muted h-1.5 overflow-hidden rounded-full"
      >
        <div
          className="bg-oracle-gradient h-full rounded-full shadow-[0_0_16px_rgb(var(--glow-rgb)/0.6)] transition-[width] duration-500 ease-out motion-reduce:transition-none"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
      <ol className="text-muted-foreground grid grid-cols-3 gap-2 text-xs" aria-hidden>
        {labels.map((label, i) => {
          const n = i + 1;
          return (
            <li
              key={label}
              className={cn(
                "flex items-center gap-1.5",
                n === step && "text-foreground font-medium",
                i === 1 && "justify-center",
                i === 2 && "justify-end",
              )}
            >
              <span
                className={cn(
                  "grid size-5 shrink-0 place-items-center rounded-full border text-[10px] transition-colors",
                  n < step && "border-primary bg-primary text-primary-foreground",
                  n === step && "border-primary text-primary",
                )}
              >
                {n < step ? <Check className="size-3" /> : n}
              </span>
              <span className="truncate">{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
