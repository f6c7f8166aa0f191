import { describe, expect, it } from "vitest";
import { z } from "zod";

import { from, storedJson, StoredJsonError } from "./stored-json";

const pets = storedJson({
  column: "Test.pets",
  version: 3,
  schema: z.object({ pets: z.array(z.object({ name: z.string(), kind: z.enum(["cat", "dog"]) })) }),
  legacy: [
    // Version 1: a bare list of names, all cats.
    from(1, z.array(z.string()), (names) => ({ names })),
    // Version 2: { names }.
    from(2, z.object({ names: z.array(z.string()) }), ({ names }) => ({ pets: names.map((name) => ({ name, kind: "cat" })) })),
  ],
});

describe("storedJson", () => {
  it("reads every version: a bare list or a value without `v` as version 1, each upgraded step by step", () => {
    const cats = { pets: [{ name: "Io", kind: "cat" }] };
    expect(pets.parse(["Io"])).toEqual(cats);
    expect(pets.parse({ v: 2, names: ["Io"] })).toEqual(cats);
    expect(pets.parse({ v: 3, pets: [{ name: "Io", kind: "cat" }] })).toEqual(cats);
  });

  it("stamps the current version on what it stores, and refuses to store what its schema refuses", () => {
    expect(pets.store({ pets: [{ name: "Rex", kind: "dog" }] })).toEqual({ v: 3, pets: [{ name: "Rex", kind: "dog" }] });
    expect(() => pets.store({ pets: [{ name: "Rex", kind: "ferret" as "dog" }] })).toThrow(StoredJsonError);
  });

  it("fails loudly, naming the column, on a value that fits no version", () => {
    for (const bad of [null, "text", 42, { v: 4, pets: [] }, { v: "2", names: [] }, { v: 2, names: "Io" }, { v: 3, pets: [{ name: "Io" }] }]) {
      expect(() => pets.parse(bad)).toThrow(StoredJsonError);
      expect(() => pets.parse(bad)).toThrow(/^Test\.pets: /);
    }
    expect(pets.safeParse({ v: 9 })).toMatchObject({ ok: false, error: expect.any(StoredJsonError) });
  });

  it("refuses a definition that skips a legacy version", () => {
    expect(() => storedJson({ column: "Test.gap", version: 2, schema: z.object({}) })).toThrow(/no legacy schema for version 1/);
  });
});
