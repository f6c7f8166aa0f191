"use client";

import { Check } from "lucide-react";
import { useRef } from "react";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { Badge } from "@/components/ui/badge";
import type { ReadingKind, ReadingProduct } from "@/lib/products/catalogue";
import { cn } from "@/lib/utils";

interface ProductPickerProps {
  products: Readonly<Record<ReadingKind, ReadingProduct>>;
  selected: ReadingKind;
  /** `activated`: a click, Enter or Space (scroll to the form); arrow keys only move the choice. */
  onSelect: (kind: ReadingKind, activated: boolean) => void;
}

/** SPEC §2: three selectable product cards, as a radio group (one tab stop, arrow keys move the choice). */
const READING_KINDS = ["tarot", "match", "bundle"] as const satisfies readonly ReadingKind[];

export function ProductPicker({ products, selected, onSelect }: ProductPickerProps) {
  const refs = useRef<Partial<Record<ReadingKind, HTMLButtonElement | null>>>({});

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = READING_KINDS.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? (index + 1) % READING_KINDS.length
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? (index - 1 + READING_KINDS.length) % READING_KINDS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const kind = READING_KINDS[next] as ReadingKind;
    onSelect(kind, false);
    refs.current[kind]?.focus();
  }

  return (
    <div role="radiogroup" aria-label="Choose a reading" className="grid gap-5 md:grid-cols-3" data-testid="product-picker">
      {READING_KINDS.map((kind, index) => {
        const product = products[kind];
        const checked = kind === selected;
        return (
          // The whole card is the radio's hit area (its ::after covers the card); the lists stay
          // outside the radio so they remain real lists for assistive technology.
          <div
            key={kind}
            data-product={kind}
            className={cn(
              "surface surface-interactive group relative flex h-full flex-col p-6 sm:p-7",
              "has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-[3px]",
              checked && "border-primary/70 shadow-glow",
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <span className="eyebrow">{product.label}</span>
              {product.highlight ? <Badge className="-mt-0.5">{product.highlight}</Badge> : null}
            </div>
            <div className="mt-4 flex items-center gap-3">
              <PersonaEmblem handle={product.persona} className="size-10 shrink-0" />
              <button
                ref={(el) => {
                  refs.current[kind] = el;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-describedby={`${kind}-card-summary`}
                tabIndex={checked ? 0 : -1}
                onClick={() => onSelect(kind, true)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="font-display cursor-pointer text-left text-xl leading-snug font-medium outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] sm:text-2xl"
              >
                {product.heroTitle}
              </button>
            </div>
            <p id={`${kind}-card-summary`} className="text-muted-foreground mt-3 text-sm leading-relaxed">
              {product.subtitle}{" "}
              <span className="sr-only">
                {product.priceLabel} {product.priceSuffix}.
              </span>
            </p>
            <p className="mt-5 flex items-baseline gap-2" aria-hidden>
              <span className="font-display text-4xl font-medium">{product.priceLabel}</span>
              <span className="text-muted-foreground text-sm">{product.priceSuffix}</span>
            </p>
            <ul className="mt-5 grid flex-1 content-start gap-2.5 border-t pt-5 text-sm" aria-label={`${product.label}: highlights`}>
              {product.features.slice(0, 3).map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <span
              className={cn(
                "mt-6 inline-flex h-10 items-center justify-center gap-2 rounded-full border text-sm font-medium transition-colors",
                checked ? "bg-primary text-primary-foreground border-transparent" : "group-hover:border-primary/50",
              )}
              aria-hidden
            >
              {checked ? (
                <>
                  <Check className="size-4" /> Selected
                </>
              ) : (
                "Choose this reading"
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}
