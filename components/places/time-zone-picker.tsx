"use client";

import { Clock } from "lucide-react";
import * as React from "react";

import { Input } from "@/components/ui/input";
import { useTimeZoneList } from "@/hooks/use-time-zones";
import { cn } from "@/lib/utils";

import { FloatingListbox } from "./floating-listbox";
import { searchZones, zoneLabel, zoneOption, type ZoneOption } from "./time-zones";

export interface TimeZonePickerProps extends Omit<React.ComponentProps<"input">, "value" | "onChange" | "defaultValue"> {
  /** The IANA id chosen ("Europe/Lisbon"), or "". */
  value: string;
  onValueChange: (zone: string) => void;
}

/**
 * A searchable time-zone field (WAI-ARIA combobox): type a city, a region or an offset ("+5:30"),
 * pick with the arrow keys and Enter or a click. It shows the chosen zone as "Lisbon (Europe) ·
 * GMT+0" and reports its IANA id. Emptying the field clears the zone; leaving it with text that
 * matched nothing keeps the zone that was there.
 */
export function TimeZonePicker({ value, onValueChange, id, className, onBlur, onKeyDown, ...props }: TimeZonePickerProps) {
  const generated = React.useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-zones`;
  const zones = useTimeZoneList();
  // Every zone's offset takes one Intl.DateTimeFormat each (~400 of them): built when the field is
  // first focused, as a transition, not while the page hydrates (issue 16: 270 ms of a phone's
  // main thread on /offers before anyone had touched the field).
  const [wanted, setWanted] = React.useState(false);
  const options = React.useMemo(() => (wanted ? zones.map((z) => zoneOption(z)) : []), [zones, wanted]);
  const [query, setQuery] = React.useState<string | null>(null);
  const [active, setActive] = React.useState(-1);
  const [open, setOpen] = React.useState(false);
  const anchor = React.useRef<HTMLDivElement>(null);

  const items = query === null ? [] : searchZones(options, query);
  const expanded = open && items.length > 0;
  const shown = query ?? (value ? zoneLabel(zoneOption(value)) : "");

  // The active option stays in view when the arrow keys move past the list's edge.
  React.useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  function choose(option: ZoneOption) {
    onValueChange(option.id);
    setQuery(null);
    setOpen(false);
  }

  return (
    <div className="relative" ref={anchor}>
      <Clock className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
      <Input
        {...props}
        id={inputId}
        value={shown}
        className={cn("pl-9", className)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        data-zone={value}
        onFocus={(e) => {
          e.currentTarget.select();
          if (!wanted) React.startTransition(() => setWanted(true));
        }}
        onChange={(e) => {
          setWanted(true);
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
          if (e.target.value.trim() === "") onValueChange("");
        }}
        onKeyDown={(e) => {
          if (expanded && e.key === "ArrowDown") {
            e.preventDefault();
            setActive((i) => (i + 1) % items.length);
          } else if (expanded && e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
          } else if (expanded && e.key === "Enter" && items[active]) {
            e.preventDefault();
            choose(items[active]);
          } else if (e.key === "Escape" && (expanded || query !== null)) {
            e.preventDefault();
            setQuery(null);
            setOpen(false);
          }
          onKeyDown?.(e);
        }}
        onBlur={(e) => {
          // A query that names exactly one zone picks it; anything else puts back the chosen zone.
          const only = query !== null && items.length === 1 ? items[0] : undefined;
          if (only) onValueChange(only.id);
          setQuery(null);
          setOpen(false);
          onBlur?.(e);
        }}
      />
      <FloatingListbox anchor={anchor} id={listId} label="Matching time zones" open={expanded}>
        {items.map((option, i) => (
          <li
            key={option.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={cn("flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm", i === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60")}
            onClick={() => choose(option)}
          >
            <span className="min-w-0">
              <span className="block">{option.city}</span>
              <span className="text-muted-foreground block text-xs">{option.id.replace(/_/g, " ")}</span>
            </span>
            <span className="text-muted-foreground shrink-0 text-xs tabular-nums">{option.offset}</span>
          </li>
        ))}
      </FloatingListbox>
    </div>
  );
}
