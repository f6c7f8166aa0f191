"use client";

import { ArrowRight, Hash, Moon, Sun, Sunrise } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import type { FreeReading } from "@/lib/free-reading/types";

function Placement({ icon: Icon, label, value, words, testId }: { icon: typeof Sun; label: string; value: string; words: string; testId: string }) {
  return (
    <li className="bg-background/40 grid content-start gap-2 rounded-xl border p-5" data-testid={testId}>
      <p className="text-primary flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase">
        <Icon className="size-4" aria-hidden /> {label}
      </p>
      <p className="font-display text-2xl break-words">{value}</p>
      <p className="text-muted-foreground text-sm leading-relaxed">{words}</p>
    </li>
  );
}

/** The free reading's four answers, what was left out, and the way to keep them. */
export const FreeReadingResult = React.forwardRef<HTMLDivElement, { reading: FreeReading; onSave: () => void }>(function FreeReadingResult({ reading, onSave }, ref) {
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="free-result-title" className="surface grid grid-cols-1 gap-6 p-5 outline-none sm:p-7" data-testid="free-reading-result">
      <div>
        <h2 id="free-result-title" className="text-2xl font-medium">
          Your sky, in brief
        </h2>
        {reading.place ? <p className="text-muted-foreground mt-1 text-sm">Cast for {reading.place}.</p> : null}
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Placement icon={Sun} label="Sun" value={reading.sun.signs.join(" or ")} words={reading.sun.words} testId="free-sun" />
        <Placement icon={Moon} label={reading.moon.certain ? "Moon" : "Moon (one of two)"} value={reading.moon.signs.join(" or ")} words={reading.moon.words} testId="free-moon" />
        {reading.rising ? <Placement icon={Sunrise} label="Rising" value={reading.rising.signs.join(" or ")} words={reading.rising.words} testId="free-rising" /> : null}
        <Placement icon={Hash} label={`Life Path · ${reading.lifePath.title}`} value={String(reading.lifePath.value)} words={reading.lifePath.words} testId="free-life-path" />
      </ul>
      {reading.notes.length ? (
        <ul className="text-muted-foreground grid gap-1 text-sm" aria-label="What this reading leaves out">
          {reading.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="border-primary/30 bg-primary/8 grid grid-cols-1 gap-3 rounded-xl border p-5 sm:flex sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed">
          Your full blueprint adds every planet, the houses, the aspects and five more numbers, kept in your own portal.
        </p>
        <Button type="button" size="wrap" onClick={onSave} className="w-full sm:w-auto">
          Save this and get your full blueprint <ArrowRight aria-hidden />
        </Button>
      </div>
    </section>
  );
});
