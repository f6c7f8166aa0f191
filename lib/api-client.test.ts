import { describe, expect, it } from "vitest";

import { ApiRequestError, errorMessageFrom } from "./api-client";

describe("errorMessageFrom (SPEC §8)", () => {
  it("prefers the body's message, then the raw text, then the status text, then 'Request failed'", () => {
    expect(errorMessageFrom({ message: "Nope" }, '{"message":"Nope"}', "Bad Request")).toBe("Nope");
    expect(errorMessageFrom({ message: 42 }, "raw body", "Bad Request")).toBe("raw body");
    expect(errorMessageFrom(undefined, "", "Bad Request")).toBe("Bad Request");
    expect(errorMessageFrom(undefined, "", "")).toBe("Request failed");
  });
});

describe("field errors of a 400", () => {
  it("give the server's first message for a field, and nothing for anything else", () => {
    const error = new ApiRequestError("Required", 400, { message: "Required", fieldErrors: { email: ["Please enter a valid email", "x"] } });
    expect(error.fieldError("email")).toBe("Please enter a valid email");
    expect(error.fieldError("name")).toBeUndefined();
    expect(new ApiRequestError("Bad", 400, "plain text").fieldError("email")).toBeUndefined();
  });
});
