import { Check, Clock, Feather, Sparkles } from "lucide-react";
import { Link } from "@/components/ui/link";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { SERIES_LIST, type Series } from "@/lib/automations/series";
import { personaOrDefault } from "@/lib/personas";

import { SubscribeForm } from "./subscribe-form";

/** A free series' page (SPEC §2 Offer pages): hero, what arrives, a ritual prompt, the subscribe form. */
export function OfferPage({ series }: { series: Series }) {
  const persona = personaOrDefault(series.persona);
  const others = SERIES_LIST.filter((s) => s.type !== series.type);
  return (
    // The series' own oracle's colours (Solara's amber for the Morning Card), whichever is active.
    <div data-persona={persona.handle} className="persona-scope text-foreground" data-testid="offer-page">
      <section aria-labelledby="offer-title" className="mx-auto grid max-w-6xl gap-12 px-4 pt-16 pb-12 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:px-8">
        <div>
          <p className="border-primary/30 bg-primary/10 text-foreground inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium tracking-wide">
            {/* The words in the foreground colour: Numa's gold on its own tint is too faint in light mode. */}
            <Sparkles className="text-primary size-3.5" aria-hidden /> {series.eyebrow}
          </p>
          <h1 id="offer-title" className="mt-6 text-4xl leading-[1.06] font-medium tracking-tight sm:text-5xl lg:text-6xl">
            {series.headline}
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg leading-relaxed">{series.intro}</p>
          <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium">
            <Clock className="text-primary size-4" aria-hidden /> {series.name}: {series.cadence}
          </p>
          <figure className="surface mt-10 flex max-w-xl items-center gap-4 p-5">
            <PersonaEmblem handle={persona.handle} className="size-14 shrink-0 rounded-full" />
            <figcaption>
              <span className="block font-medium">
                Written by {persona.displayName}, {persona.role}
              </span>
              <span className="text-muted-foreground font-display mt-1 block italic">“{persona.signature}”</span>
            </figcaption>
          </figure>
        </div>
        <div className="lg:sticky lg:top-24">
          <SubscribeForm
            automationType={series.type}
            personaHandle={series.persona}
            seriesName={series.name}
            cadence={series.cadence}
            cta={series.cta}
            intentionPlaceholder={series.intentionPlaceholder}
          />
        </div>
      </section>

      <section aria-labelledby="offer-includes" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">In every letter</p>
            <h2 id="offer-includes" className="mt-3 text-3xl font-medium">
              What arrives
            </h2>
            <ul className="mt-8 grid gap-4">
              {series.bullets.map((b) => (
                <li key={b} className="flex gap-3">
                  <Check className="text-primary mt-1 size-5 shrink-0" aria-hidden />
                  <span className="leading-relaxed">{b}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="surface p-6 sm:p-8" data-testid="ritual-prompt">
            <p className="text-primary inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase">
              <Feather className="size-3.5" aria-hidden /> Ritual prompt
            </p>
            <h2 className="mt-3 text-2xl font-medium">{series.ritual.title}</h2>
            <ol className="mt-6 grid gap-4">
              {series.ritual.steps.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span className="border-primary/40 text-primary font-display flex size-8 shrink-0 items-center justify-center rounded-full border text-sm">{i + 1}</span>
                  <span className="leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-more" className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <h2 id="offer-more" className="text-xl font-medium">
          Also free
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {others.map((s) => {
            const p = personaOrDefault(s.persona);
            return (
              <li key={s.slug}>
                <Link href={`/offers/${s.slug}`} className="surface surface-interactive flex items-center gap-4 p-5">
                  <PersonaEmblem handle={p.handle} className="size-11 shrink-0 rounded-full" />
                  <span>
                    <span className="block font-medium">{s.name}</span>
                    <span className="text-muted-foreground text-sm">
                      From {p.displayName}, {s.cadence}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
