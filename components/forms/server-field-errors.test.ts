import { describe, expect, it } from "vitest";

import { ApiRequestError } from "@/lib/api-client";

import { setServerFieldErrors } from "./server-field-errors";

const badRequest = (fieldErrors: Record<string, string[]>) => new ApiRequestError("Invalid", 400, { message: "Invalid", fieldErrors });

function collect<F extends string>(error: unknown, fields: readonly F[] | Record<string, F>) {
  const set: [F, string][] = [];
  const marked = setServerFieldErrors(error, (name: F, e) => set.push([name, e.message]), fields);
  return { set, marked };
}

describe("setServerFieldErrors", () => {
  it("puts each field's first server message on the field of the same name", () => {
    const { set, marked } = collect(badRequest({ email: ["Please enter a valid email", "second"], other: ["not a field"] }), ["email", "prompt"] as const);
    expect(set).toEqual([["email", "Please enter a valid email"]]);
    expect(marked).toEqual(["email"]);
  });

  it("maps nested payload paths onto the form's own fields", () => {
    const { set } = collect(badRequest({ "details.intention": ["Tell us your intention"], "person2.pob": ["We couldn't find that place."] }), {
      "details.intention": "intention",
      "person2.pob": "partnerPob",
    });
    expect(set).toEqual([
      ["intention", "Tell us your intention"],
      ["partnerPob", "We couldn't find that place."],
    ]);
  });

  it("marks nothing for errors that are not the API's, or carry no field errors", () => {
    expect(collect(new Error("offline"), ["email"]).marked).toEqual([]);
    expect(collect(new ApiRequestError("Bad", 400, "plain text"), ["email"]).marked).toEqual([]);
    expect(collect(new ApiRequestError("Server error", 500, { message: "Server error" }), ["email"]).marked).toEqual([]);
  });
});
