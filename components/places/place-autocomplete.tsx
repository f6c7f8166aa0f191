"use client";

import { MapPin } from "lucide-react";
import * as React from "react";

import { Input } from "@/components/ui/input";
import { apiGet } from "@/lib/api-client";
import { cn } from "@/lib/utils";

import { FloatingListbox } from "./floating-listbox";

interface Suggestion {
  id: number;
  label: string;
  timezone: string;
}

export interface PlaceAutocompleteProps extends Omit<React.ComponentProps<"input">, "value" | "onChange"> {
  value: string;
  onValueChange: (value: string) => void;
  /** The atlas id of the suggestion picked, or null once the person types again. */
  onPlaceIdChange?: (id: number | null) => void;
}

/**
 * Birthplace input with suggestions from GET /api/places (WAI-ARIA combobox with a listbox: arrow
 * keys move through the suggestions, Enter picks, Escape closes; the list is drawn on <body>, so no
 * card clips it).
 * The value stays free text: picking a suggestion fills in its full label and reports its atlas
 * id (onPlaceIdChange), which a form can send so the server need not guess between namesakes;
 * typing anything else still works and is resolved from the text on submit.
 */
export function PlaceAutocomplete({ value, onValueChange, onPlaceIdChange, id, className, onBlur, onKeyDown, ...props }: PlaceAutocompleteProps) {
  const generated = React.useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-places`;
  const [items, setItems] = React.useState<Suggestion[]>([]);
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const [typed, setTyped] = React.useState(false);
  const anchor = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const q = value.trim();
    if (!typed || q.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const data = await apiGet<{ places: Suggestion[] }>(`/api/places?q=${encodeURIComponent(q)}&limit=6`, controller.signal);
        setItems(data.places);
        setActive(-1);
        setOpen(data.places.length > 0);
      } catch {
        // Suggestions are a convenience: on failure the field keeps working as plain text.
        setItems([]);
      }
    }, 150);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value, typed]);

  function choose(item: Suggestion) {
    onValueChange(item.label);
    onPlaceIdChange?.(item.id);
    setTyped(false);
    setOpen(false);
    setItems([]);
  }

  // The active option stays in view when the arrow keys move past the list's edge.
  React.useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  // Suggestions only belong to what the person is typing now (not to a chosen or short value).
  const showing = typed && value.trim().length >= 2;
  const expanded = showing && open && items.length > 0;
  return (
    <div className="relative" ref={anchor}>
      <MapPin className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
      <Input
        {...props}
        id={inputId}
        value={value}
        className={cn("pl-9", className)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onChange={(e) => {
          setTyped(true);
          onValueChange(e.target.value);
          onPlaceIdChange?.(null);
        }}
        onKeyDown={(e) => {
          if (expanded && e.key === "ArrowDown") {
            e.preventDefault();
            setActive((i) => (i + 1) % items.length);
          } else if (expanded && e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
          } else if (expanded && e.key === "Enter" && active >= 0 && items[active]) {
            e.preventDefault();
            choose(items[active]);
          } else if (e.key === "Escape" && expanded) {
            e.preventDefault();
            setOpen(false);
          }
          onKeyDown?.(e);
        }}
        onBlur={(e) => {
          // Let a click on an option land before the list closes.
          window.setTimeout(() => setOpen(false), 120);
          onBlur?.(e);
        }}
      />
      <FloatingListbox anchor={anchor} id={listId} label="Matching places" open={expanded}>
        {items.map((item, i) => (
          <li
            key={item.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={cn("cursor-pointer rounded-lg px-3 py-2 text-sm", i === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60")}
            onClick={() => choose(item)}
          >
            <span className="block">{item.label}</span>
            <span className="text-muted-foreground block text-xs">{item.timezone.replace(/_/g, " ")}</span>
          </li>
        ))}
      </FloatingListbox>
    </div>
  );
}
