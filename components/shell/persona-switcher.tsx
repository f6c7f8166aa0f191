"use client";

import { ChevronDown } from "lucide-react";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useActivePersona } from "@/hooks/use-active-persona";
import { isPersonaHandle, PERSONAS } from "@/lib/personas";
import { cn } from "@/lib/utils";

/** The current-oracle chip: shows the active persona and switches it (SPEC §2 Shell, §4). */
export function PersonaSwitcher({ className }: { className?: string }) {
  const { persona, setPersona } = useActivePersona();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="persona-chip"
        aria-label={`Oracle: ${persona.displayName}. Change oracle`}
        className={cn(
          "border-primary/35 bg-primary/10 text-foreground hover:bg-primary/15 focus-visible:ring-ring inline-flex h-9 items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px]",
          className,
        )}
      >
        <PersonaEmblem handle={persona.handle} className="size-7" />
        <span>{persona.displayName}</span>
        <ChevronDown className="size-3.5 opacity-70" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Choose your oracle</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={persona.handle} onValueChange={(v) => isPersonaHandle(v) && setPersona(v)}>
          {PERSONAS.map((p) => (
            <DropdownMenuRadioItem key={p.handle} value={p.handle} data-testid={`persona-option-${p.handle}`}>
              <PersonaEmblem handle={p.handle} className="size-9" />
              <span className="grid">
                <span className="font-medium">{p.displayName}</span>
                <span className="text-muted-foreground text-xs">{p.role}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
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
