import { Check } from "lucide-react";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import type { ProcessStep } from "@/lib/products/catalogue";
import { getPersona, type PersonaHandle } from "@/lib/personas";

interface ProductDetailsProps {
  persona: PersonaHandle;
  title: string;
  description: string;
  features: readonly string[];
  process: readonly ProcessStep[];
  featuresTitle?: string;
}

/** The chosen product's full feature list and its how-it-works steps (SPEC §2), in the oracle's voice. */
export function ProductDetails({ persona, title, description, features, process, featuresTitle = "What you receive" }: ProductDetailsProps) {
  const oracle = getPersona(persona);
  return (
    <div className="grid gap-8" data-testid="product-details">
      <div>
        <div className="flex items-center gap-3">
          <PersonaEmblem handle={persona} className="size-12" />
          <div>
            <p className="eyebrow">{oracle?.role}</p>
            <h2 className="text-2xl leading-tight font-medium sm:text-3xl">{title}</h2>
          </div>
        </div>
        <p className="mt-5 text-[17px] leading-relaxed">
          <span className="font-display text-muted-foreground italic">“{description}”</span>
          {oracle ? <span className="text-muted-foreground mt-2 block text-sm">— {oracle.displayName}</span> : null}
        </p>
      </div>

      <section aria-label={featuresTitle}>
        <h3 className="text-lg font-medium">{featuresTitle}</h3>
        <ul className="mt-4 grid gap-3" data-testid="product-features">
          {features.map((feature) => (
            <li key={feature} className="flex gap-3 leading-relaxed">
              <span className="bg-primary/12 text-primary mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full">
                <Check className="size-3.5" aria-hidden />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="How it works">
        <h3 className="text-lg font-medium">How it works</h3>
        <ol className="mt-4 grid gap-5" data-testid="product-process">
          {process.map((step, i) => (
            <li key={step.title} className="grid grid-cols-[2.25rem_1fr] gap-3">
              <span className="border-primary/40 text-primary font-display inline-flex size-9 items-center justify-center rounded-full border text-sm" aria-hidden>
                {i + 1}
              </span>
              <span>
                <span className="block font-medium">{step.title}</span>
                <span className="text-muted-foreground text-sm leading-relaxed">{step.body}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
