"use client";

import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod";

/**
 * react-hook-form's zod resolver, with zod and the form's schema fetched when the form first
 * needs them (issue 16): zod is ~40 kB gzip and costly to start, and a visitor who only reads the
 * page never validates anything. Still one schema per form, shared with its route handler: the
 * form imports it lazily, the handler as usual.
 *
 * `load` is called once, on the first validation or on `warm()` (the form's first focus), and its
 * result kept; a failed load (offline) is tried again on the next validation.
 */
export function lazyZodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema> & FieldValues, unknown, z.output<Schema>> & { warm: () => void } {
  type Input = z.input<Schema> & FieldValues;
  type Output = z.output<Schema>;
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () => {
    ready ??= Promise.all([load(), import("@hookform/resolvers/zod")])
      .then(([schema, { zodResolver }]) => zodResolver(schema as z.ZodType<Output, Input>) as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        ready = null;
        throw error;
      });
    return ready;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { warm: () => void get().catch(() => undefined) });
}
