"use client";

import clsx from "clsx";
import { ChevronDown } from "lucide-react";
import * as React from "react";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { useActivePersona } from "@/hooks/use-active-persona";
import { PERSONAS, type Persona } from "@/lib/personas";

const loadPersonaMenu = () => import("./persona-menu");
const PersonaMenu = React.lazy(loadPersonaMenu);

export function personaChipClass(className?: string): string {
  return clsx(
    "border-primary/35 bg-primary/10 text-foreground hover:bg-primary/15 focus-visible:ring-ring inline-flex h-9 items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px]",
    className,
  );
}

export function PersonaChipFace({ persona }: { persona: Persona }) {
  return (
    <>
      <PersonaEmblem handle={persona.handle} className="size-7" />
      <span>{persona.displayName}</span>
      <ChevronDown className="size-3.5 opacity-70" aria-hidden />
    </>
  );
}

/**
 * The current-oracle chip: shows the active persona and switches it (SPEC §2 Shell, §4). Until it
 * is first used it is a plain button; the Radix menu (persona-menu.tsx) is fetched on hover or focus
 * and opened by the first click, so no page pays for it up front (issue 16).
 */
export function PersonaSwitcher({ className }: { className?: string }) {
  const { persona } = useActivePersona();
  const [wanted, setWanted] = React.useState(false);
  const chip = (
    <button
      type="button"
      data-testid="persona-chip"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`Oracle: ${persona.displayName}. Change oracle`}
      className={personaChipClass(className)}
      onPointerEnter={() => void loadPersonaMenu()}
      onFocus={() => void loadPersonaMenu()}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setWanted(true);
        }
      }}
    >
      <PersonaChipFace persona={persona} />
    </button>
  );
  if (!wanted) return chip;
  return (
    <React.Suspense fallback={chip}>
      <PersonaMenu className={className} defaultOpen />
    </React.Suspense>
  );
}

/**
 * The oracle choice inside the mobile menu: three plain buttons rather than a nested dropdown, so
 * choosing one applies the persona and, like every button in the menu, closes it (SPEC §2 Shell).
 */
export function PersonaButtons() {
  const { persona, setPersona } = useActivePersona();
  return (
    <div role="group" aria-label="Choose your oracle" className="grid grid-cols-3 gap-2" data-testid="persona-buttons">
      {PERSONAS.map((p) => (
        <button
          key={p.handle}
          type="button"
          aria-pressed={p.handle === persona.handle}
          onClick={() => setPersona(p.handle)}
          data-testid={`persona-button-${p.handle}`}
          className="hover:bg-accent focus-visible:ring-ring aria-pressed:border-primary/60 aria-pressed:bg-primary/10 flex flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px]"
        >
          <PersonaEmblem handle={p.handle} className="size-9" />
          {p.displayName}
        </button>
      ))}
    </div>
  );
}
