import { describe, expect, it } from "vitest";

import { clearSignupProgress, readSignupProgress, saveSignupProgress, SIGNUP_PROGRESS_KEY } from "./signup-progress";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const form = {
  personaHandle: "solara",
  intention: "love",
  fullName: "Nova Sterling",
  dateOfBirth: "1994-02-11",
  timeOfBirth: "",
  placeOfBirth: "Lisbon",
  email: "nova@example.com",
  password: "moonlit-path-42",
  username: "nova",
};

describe("signup progress (SPEC §3)", () => {
  it("round-trips the step, oracle, intention and form data under 'tqv-signup'", () => {
    const store = memoryStorage();
    saveSignupProgress({ step: 3, values: form }, store);
    expect([...store.map.keys()]).toEqual([SIGNUP_PROGRESS_KEY]);
    expect(readSignupProgress(store)).toEqual({
      step: 3,
      personaHandle: "solara",
      intention: "love",
      values: { fullName: "Nova Sterling", dateOfBirth: "1994-02-11", placeOfBirth: "Lisbon", email: "nova@example.com", username: "nova" },
    });
  });

  it("keeps the pass chosen for a repeated hour, and drops anything else there", () => {
    const store = memoryStorage();
    saveSignupProgress({ step: 2, values: { ...form, timeOfBirth: "01:30", disambiguation: "later" } }, store);
    expect(readSignupProgress(store)?.values.disambiguation).toBe("later");
    saveSignupProgress({ step: 2, values: { ...form, disambiguation: "second" } }, store);
    expect(readSignupProgress(store)?.values.disambiguation).toBeUndefined();
  });

  it("never stores the password", () => {
    const store = memoryStorage();
    saveSignupProgress({ step: 3, values: form }, store);
    const raw = store.map.get(SIGNUP_PROGRESS_KEY) ?? "";
    expect(raw).not.toContain("moonlit-path-42");
    expect(raw).not.toContain("password");
  });

  it("clears on success", () => {
    const store = memoryStorage();
    saveSignupProgress({ step: 2, values: form }, store);
    clearSignupProgress(store);
    expect(readSignupProgress(store)).toBeNull();
  });

  it("survives junk: unreadable JSON is ignored, unknown values are dropped", () => {
    const store = memoryStorage();
    store.setItem(SIGNUP_PROGRESS_KEY, "{not json");
    expect(readSignupProgress(store)).toBeNull();
    store.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify({ step: 9, personaHandle: "merlin", intention: 4, values: { fullName: 12, email: "a@b.co" } }));
    expect(readSignupProgress(store)).toEqual({
      step: 1,
      personaHandle: undefined,
      intention: undefined,
      values: { fullName: undefined, email: "a@b.co" },
    });
    expect(readSignupProgress(null)).toBeNull();
  });

  it("drops a fractional step, an overlong field and a non-object, field by field", () => {
    const store = memoryStorage();
    store.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify({ step: 2.5, personaHandle: "numa", values: { fullName: "x".repeat(501), username: "moon" } }));
    expect(readSignupProgress(store)).toEqual({ step: 1, personaHandle: "numa", values: { username: "moon" } });
    store.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify({ step: 3, values: ["Ana"] }));
    expect(readSignupProgress(store)).toEqual({ step: 3, values: {} });
    for (const junk of ["[1,2]", "7", "null", '"step"']) {
      store.setItem(SIGNUP_PROGRESS_KEY, junk);
      expect(readSignupProgress(store), junk).toBeNull();
    }
  });
});
