import { describe, expect, it } from "vitest";

import { loginSchema, SIGNUP_MESSAGES, SIGNUP_STEP_FIELDS, signupFormSchema, signupSchema } from "./auth";

const valid = {
  email: " Nova@Example.COM ",
  password: "moonlit-path",
  fullName: "  Nova Sterling ",
  dateOfBirth: "1994-02-11",
  timeOfBirth: "06:45",
  placeOfBirth: " Lisbon, Portugal ",
  username: "Nova.Star",
};

const issues = (schema: typeof signupSchema | typeof signupFormSchema | typeof loginSchema, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  // The first issue per field is what the form and the route report.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join(".")] ??= issue.message;
  return first;
};

describe("signupSchema (SPEC §5 Signup)", () => {
  it("normalises a valid signup: trimmed, lower-cased email and username, password untouched", () => {
    expect(signupSchema.parse({ ...valid, password: " spaced pass " })).toEqual({
      email: "nova@example.com",
      password: " spaced pass ",
      fullName: "Nova Sterling",
      dateOfBirth: "1994-02-11",
      timeOfBirth: "06:45",
      placeOfBirth: "Lisbon, Portugal",
      username: "nova.star",
    });
  });

  it("treats empty, null and absent optional fields as not given", () => {
    const base = { email: valid.email, password: valid.password, fullName: valid.fullName, dateOfBirth: valid.dateOfBirth };
    const parsed = signupSchema.parse({ ...base, timeOfBirth: "", placeOfBirth: null, username: "   " });
    expect(parsed.timeOfBirth).toBeUndefined();
    expect(parsed.placeOfBirth).toBeUndefined();
    expect(parsed.username).toBeUndefined();
    expect(signupSchema.parse(base).username).toBeUndefined();
  });

  it("uses the spec's step messages for the required fields", () => {
    expect(issues(signupSchema, { ...valid, fullName: " ", dateOfBirth: "" })).toEqual({
      fullName: SIGNUP_MESSAGES.blueprint,
      dateOfBirth: SIGNUP_MESSAGES.blueprint,
    });
    expect(issues(signupSchema, { ...valid, email: "", password: "" })).toEqual({
      email: SIGNUP_MESSAGES.credentials,
      password: SIGNUP_MESSAGES.credentials,
    });
    expect(SIGNUP_MESSAGES).toEqual({
      oracle: "Choose the oracle you feel most resonant with.",
      blueprint: "We need your name and birth date to map your chart.",
      credentials: "An email and password are needed to secure your portal.",
    });
  });

  it("requires a password of at least 8 characters and a valid email", () => {
    expect(issues(signupSchema, { ...valid, password: "1234567", email: "not-an-email" })).toEqual({
      password: "Password must be at least 8 characters",
      email: "Please enter a valid email",
    });
    expect(signupSchema.safeParse({ ...valid, password: "12345678" }).success).toBe(true);
    expect(issues(signupSchema, { ...valid, password: "x".repeat(129) })).toEqual({ password: "Password must be at most 128 characters" });
  });

  it.each([
    ["1994-02-30", "Please enter a real date of birth (yyyy-mm-dd)."],
    ["11/02/1994", "Please enter a real date of birth (yyyy-mm-dd)."],
    ["1899-12-31", "Please enter a birth date after 1900."],
    ["2999-01-01", "Your date of birth must be in the past."],
  ])("refuses the birth date %s", (dateOfBirth, message) => {
    expect(issues(signupSchema, { ...valid, dateOfBirth })).toEqual({ dateOfBirth: message });
  });

  it("accepts 1900-01-01 and today's date", () => {
    expect(signupSchema.safeParse({ ...valid, dateOfBirth: "1900-01-01" }).success).toBe(true);
    expect(signupSchema.safeParse({ ...valid, dateOfBirth: new Date().toISOString().slice(0, 10) }).success).toBe(true);
  });

  it.each(["24:00", "7:30", "12:60", "noon", "12:30:15"])("refuses the time of birth %s", (timeOfBirth) => {
    expect(issues(signupSchema, { ...valid, timeOfBirth })).toEqual({ timeOfBirth: "Time of birth must look like 14:30 (HH:mm)." });
  });

  it.each(["ab", "-nova", "nova-", "nova star", "nóva", "a".repeat(25), "nova@star"])("refuses the username %j", (username) => {
    expect(Object.keys(issues(signupSchema, { ...valid, username }))).toEqual(["username"]);
  });

  it.each(["abc", "nova_star", "n.o-v_a", "a".repeat(24)])("accepts the username %j", (username) => {
    expect(signupSchema.safeParse({ ...valid, username }).success).toBe(true);
  });

  it("says 'Required' for missing fields and 'Invalid input' for wrong types", () => {
    expect(issues(signupSchema, {})).toEqual({
      fullName: "Required",
      dateOfBirth: "Required",
      email: "Required",
      password: "Required",
    });
    expect(issues(signupSchema, { email: 1, password: true, fullName: [], dateOfBirth: {}, timeOfBirth: 9, username: 3 })).toEqual({
      email: "Invalid input",
      password: "Invalid input",
      fullName: "Invalid input",
      dateOfBirth: "Invalid input",
      timeOfBirth: "Invalid input",
      username: "Invalid input",
    });
  });

  it("keeps the oracle optional for API callers but required in the wizard", () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
    expect(issues(signupFormSchema, valid)).toEqual({ personaHandle: SIGNUP_MESSAGES.oracle });
    expect(issues(signupFormSchema, { ...valid, personaHandle: "merlin" })).toEqual({ personaHandle: SIGNUP_MESSAGES.oracle });
    expect(signupFormSchema.parse({ ...valid, personaHandle: "numa", intention: "love" })).toMatchObject({
      personaHandle: "numa",
      intention: "love",
    });
    expect(issues(signupSchema, { ...valid, intention: "fame" })).toEqual({ intention: "Please choose one of the three focuses, or none." });
  });

  it("lets the wizard skip the optional focus: an untouched radio group (null) passes, as does an absent one", () => {
    // The blocker of issue 15: a skipped focus used to fail step 1 with nowhere to show why.
    const skipped = signupFormSchema.safeParse({ ...valid, personaHandle: "astra", intention: null });
    expect(skipped.success).toBe(true);
    expect(skipped.data?.intention).toBeUndefined();
    expect(signupFormSchema.safeParse({ ...valid, personaHandle: "astra" }).success).toBe(true);
    expect(signupSchema.parse({ ...valid, personaHandle: null, intention: null })).not.toHaveProperty("personaHandle", null);
    expect(issues(signupFormSchema, { ...valid, personaHandle: null })).toEqual({ personaHandle: SIGNUP_MESSAGES.oracle });
  });

  it("splits every form field into exactly one of the three steps", () => {
    const fields = SIGNUP_STEP_FIELDS.flat().sort();
    expect(fields).toEqual(Object.keys(signupFormSchema.shape).sort());
  });
});

describe("loginSchema", () => {
  it("normalises the email and keeps the password as typed", () => {
    expect(loginSchema.parse({ email: " Seeker@QuantumVeil.dev ", password: " stardust-seeker" })).toEqual({
      email: "seeker@quantumveil.dev",
      password: " stardust-seeker",
    });
  });

  it("asks for both fields", () => {
    expect(issues(loginSchema, { email: "", password: "" })).toEqual({ email: "Please enter your email", password: "Please enter your password" });
    expect(issues(loginSchema, { email: "moon", password: "x" })).toEqual({ email: "Please enter a valid email" });
    expect(issues(loginSchema, {})).toEqual({ email: "Required", password: "Required" });
  });
});
