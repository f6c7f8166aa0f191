"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { PlaceAutocomplete, type PlaceAutocompleteProps } from "./place-autocomplete";

type FormPlaceAutocompleteProps<T extends FieldValues, TContext, TTransformed> = Omit<PlaceAutocompleteProps, "value" | "onValueChange" | "name" | "onBlur" | "ref"> & {
  /** The form's control, whatever its resolver turns the values into on submit. */
  control: Control<T, TContext, TTransformed>;
  /** The form value holding the place as typed (or as picked from the suggestions). */
  name: FieldPath<T>;
};

/**
 * A birthplace field of a react-hook-form form: PlaceAutocomplete bound to one text value, focused
 * by the form on an error. A form that sends the picked suggestion's atlas id passes
 * onPlaceIdChange (e.g. to set a hidden `placeId` value).
 */
export function FormPlaceAutocomplete<T extends FieldValues, TContext = unknown, TTransformed = T>({ control, name, ...props }: FormPlaceAutocompleteProps<T, TContext, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PlaceAutocomplete {...props} ref={field.ref} name={field.name} value={(field.value as string | null | undefined) ?? ""} onValueChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}
