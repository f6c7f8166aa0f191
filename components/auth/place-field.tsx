"use client";

import * as React from "react";

import { PlaceAutocomplete } from "@/components/places/place-autocomplete";

export interface PlaceFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** Place of birth with suggestions from the offline atlas; free text still works. */
export function PlaceField({ id, name, value, onChange, onBlur, invalid, describedBy, ref }: PlaceFieldProps) {
  return (
    <PlaceAutocomplete
      ref={ref}
      id={id}
      name={name}
      value={value}
      onValueChange={onChange}
      onBlur={onBlur}
      placeholder="City, country"
      maxLength={200}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
