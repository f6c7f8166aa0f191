import { describe, expect, it } from "vitest";

import { displayName, greetingName } from "./session-user";

describe("session names", () => {
  it("greet by first name, else username, else 'Seeker' (SPEC §1)", () => {
    expect(greetingName({ fullName: "Luna Everhart", username: "stardust" })).toBe("Luna");
    expect(greetingName({ fullName: "  ", username: "stardust" })).toBe("stardust");
    expect(greetingName({ fullName: null, username: null })).toBe("Seeker");
    expect(greetingName(null)).toBe("Seeker");
  });
  it("label the header with username, else full name, else email (SPEC §2)", () => {
    expect(displayName({ username: "stardust", fullName: "Luna Everhart", email: "l@x.io" })).toBe("stardust");
    expect(displayName({ username: null, fullName: "Luna Everhart", email: "l@x.io" })).toBe("Luna Everhart");
    expect(displayName({ username: null, fullName: null, email: "l@x.io" })).toBe("l@x.io");
  });
});
