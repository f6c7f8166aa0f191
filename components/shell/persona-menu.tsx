"use client";

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

import { PersonaChipFace, personaChipClass } from "./persona-switcher";

/** The persona chip's Radix menu: fetched when the chip is first used (persona-switcher.tsx). */
export default function PersonaMenu({ className, defaultOpen }: { className?: string; defaultOpen: boolean }) {
  const { persona, setPersona } = useActivePersona();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger data-testid="persona-chip" aria-label={`Oracle: ${persona.displayName}. Change oracle`} className={personaChipClass(className)}>
        <PersonaChipFace persona={persona} />
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
