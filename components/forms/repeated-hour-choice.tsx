"use client";

import * as React from "react";
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";

import { apiGet } from "@/lib/api-client";
import { isRepeatedWallTime } from "@/lib/oracle/places/repeated-hour";

export interface RepeatedHourChoiceProps {
  /** Unique prefix for ids and the radio group's name. */
  id: string;
  date: string;
  time: string;
  /** The birthplace as typed; its zone is looked up in the atlas when `timezone` is not known. */
  place: string;
  timezone?: string | null;
  value: "earlier" | "later" | undefined;
  onChange: (value: "earlier" | "later") => void;
}

/**
 * When the birth time happened twice that night (clocks went back), asks which pass: "the
 * earlier" or "the later". Shown only then; otherwise the server's default (the earlier) stands.
 */
export function RepeatedHourChoice({ id, date, time, place, timezone, value, onChange }: RepeatedHourChoiceProps) {
  const [looked, setLooked] = React.useState<{ place: string; timezone: string | null }>({ place: "", timezone: null });
  const query = place.trim();
  React.useEffect(() => {
    if (timezone || query.length < 2 || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        // The same resolution the server makes (a picked suggestion's full label included).
        const data = await apiGet<{ found: boolean; place?: { timezone: string } }>(`/api/places/check?q=${encodeURIComponent(query)}`, controller.signal);
        setLooked({ place: query, timezone: data.found ? (data.place?.timezone ?? null) : null });
      } catch {
        // Only a question we may skip: the server still reads the time (the earlier pass).
      }
    }, 250);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, date, time, timezone]);

  const zone = timezone ?? (looked.place === query ? looked.timezone : null);
  if (!zone || !isRepeatedWallTime(date, time, zone)) return null;
  return (
    <fieldset className="border-border/70 bg-background/40 rounded-xl border p-4 sm:col-span-2" data-testid={`${id}-repeated-hour`}>
      <legend className="px-1 text-sm font-medium">{time} happened twice that night</legend>
      <p className="text-muted-foreground text-sm">The clocks went back, so {time} came round twice. Which one was the birth?</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {(["earlier", "later"] as const).map((pass) => (
          <label key={pass} className="has-[:focus-visible]:ring-ring flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2">
            <input type="radio" name={`${id}-pass`} value={pass} checked={(value ?? "earlier") === pass} onChange={() => onChange(pass)} className="accent-primary size-4" />
            {pass === "earlier" ? "The earlier pass (before the clocks went back)" : "The later pass (after the clocks went back)"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type PassFields = FieldValues & { disambiguation?: "earlier" | "later" | null };

/**
 * The same question inside a react-hook-form form whose pass field is `disambiguation`: watches
 * the form's own date, time and place fields (named by `fields`) and sets the pass.
 */
export function RepeatedHourField<T extends PassFields, U>({ id, form, fields }: { id: string; form: UseFormReturn<T, unknown, U>; fields: { date: Path<T>; time: Path<T>; place: Path<T> } }) {
  const pass = "disambiguation" as Path<T>;
  const [date, time, place, value] = useWatch({ control: form.control, name: [fields.date, fields.time, fields.place, pass] }) as (string | null | undefined)[];
  return (
    <RepeatedHourChoice
      id={id}
      date={date ?? ""}
      time={time ?? ""}
      place={place ?? ""}
      value={value === "earlier" || value === "later" ? value : undefined}
      onChange={(next) => form.setValue(pass, next as PathValue<T, Path<T>>)}
    />
  );
}
