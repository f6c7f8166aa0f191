import { describe, expect, it } from "vitest";

import { contactSchema } from "./contact";

const messages = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("contactSchema (SPEC §5)", () => {
  it("accepts a valid message and normalises it", () => {
    expect(contactSchema.parse({ name: " Ada ", email: " ADA@Example.com ", message: "Hello there, oracles!" })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Hello there, oracles!",
    });
  });
  it("uses the exact messages of the spec", () => {
    expect(messages({ name: "A", email: "nope", message: "short" })).toEqual([
      "Name must be at least 2 characters",
      "Please enter a valid email",
      "Message must be at least 10 characters",
    ]);
  });
  it("says 'Required' for missing fields and 'Invalid input' for wrong types", () => {
    expect(messages({})).toEqual(["Required", "Required", "Required"]);
    expect(messages({ name: 42, email: ["x"], message: { a: 1 } })).toEqual(["Invalid input", "Invalid input", "Invalid input"]);
  });
});
