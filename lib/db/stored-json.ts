import { z } from "zod";

import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * One zod schema per stored JSON column, versioned. Every value is written with its version
 * (`v`) and parsed on every read: an older version is upgraded step by step to the current one,
 * and a value that fits no version fails loudly (StoredJsonError) instead of being cast.
 * A row written before the column was versioned carries no `v` and counts as version 1; so does a
 * bare array (a column that held a list before it was versioned), which its version-1 schema reads.
 *
 * Pure (zod only): product modules, the engine's callers and tests all use it.
 */
export class StoredJsonError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(`${column}: ${message}`);
    this.name = "StoredJsonError";
  }
}

interface Legacy {
  /** The version this schema describes; its upgrade produces version + 1. */
  version: number;
  schema: z.ZodType;
  upgrade: (value: never) => unknown;
}

export interface StoredJson<T> {
  readonly column: string;
  readonly version: number;
  /** The current version's shape (without `v`). */
  readonly schema: z.ZodType<T>;
  /** Reads a stored value: upgrades older versions, throws StoredJsonError when it fits none. */
  parse(value: unknown): T;
  safeParse(value: unknown): { ok: true; value: T } | { ok: false; error: StoredJsonError };
  /** The value to write: validated, with the current version stamped on it. */
  store(value: T): Prisma.InputJsonObject;
}

export interface StoredJsonOptions<T> {
  /** For error messages: "Order.meta (tarot)". */
  column: string;
  version: number;
  schema: z.ZodType<T>;
  /** Every earlier version, each with the step that lifts it one version up. */
  legacy?: readonly Legacy[];
}

/** A legacy step, typed: `from(1, v1Schema, (old) => ({ …version 2… }))`. */
export function from<S extends z.ZodType>(version: number, schema: S, upgrade: (value: z.output<S>) => unknown): Legacy {
  return { version, schema, upgrade: upgrade as (value: never) => unknown };
}

export function storedJson<T>({ column, version, schema, legacy = [] }: StoredJsonOptions<T>): StoredJson<T> {
  const steps = new Map(legacy.map((l) => [l.version, l]));
  for (let v = 1; v < version; v++) {
    if (!steps.has(v)) throw new Error(`${column}: no legacy schema for version ${v} (current is ${version})`);
  }

  function parse(value: unknown): T {
    if (value === null || typeof value !== "object") {
      throw new StoredJsonError(column, `expected an object, got ${value === null ? "null" : typeof value}`);
    }
    const { v, ...rest } = Array.isArray(value) ? { v: undefined } : (value as Record<string, unknown>);
    let at = v === undefined ? 1 : v;
    if (typeof at !== "number" || !Number.isInteger(at) || at < 1 || at > version) {
      throw new StoredJsonError(column, `unknown version ${JSON.stringify(v)} (current is ${version})`);
    }
    let current: unknown = Array.isArray(value) ? value : rest;
    while (at < version) {
      const step = steps.get(at) as Legacy;
      const parsed = step.schema.safeParse(current);
      if (!parsed.success) throw new StoredJsonError(column, `version ${at} does not match its schema: ${z.prettifyError(parsed.error)}`);
      current = step.upgrade(parsed.data as never);
      at += 1;
    }
    const parsed = schema.safeParse(current);
    if (!parsed.success) throw new StoredJsonError(column, `version ${version} does not match its schema: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  return {
    column,
    version,
    schema,
    parse,
    safeParse(value) {
      try {
        return { ok: true, value: parse(value) };
      } catch (error) {
        if (error instanceof StoredJsonError) return { ok: false, error };
        throw error;
      }
    },
    store(value) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new StoredJsonError(column, `refusing to store an invalid value: ${z.prettifyError(parsed.error)}`);
      // Validated against the schema, whose shapes are JSON by construction.
      return { ...(parsed.data as Prisma.InputJsonObject), v: version };
    },
  };
}
