import { afterEach, describe, expect, it, vi } from "vitest";

const fakeEnv = vi.hoisted(() => ({ env: { AUTH_SECRET: undefined as string | undefined, NODE_ENV: "production", ALLOW_DEV_PROVIDERS: false } }));

vi.mock("@/lib/env", () => ({
  env: fakeEnv.env,
  devProvidersEnabled: () => fakeEnv.env.NODE_ENV !== "production" || fakeEnv.env.ALLOW_DEV_PROVIDERS,
}));

const { authSecret } = await import("./secret");

describe("authSecret", () => {
  afterEach(() => Object.assign(fakeEnv.env, { AUTH_SECRET: undefined, NODE_ENV: "production", ALLOW_DEV_PROVIDERS: false }));

  it("uses AUTH_SECRET when it is set", () => {
    fakeEnv.env.AUTH_SECRET = "a-real-secret-with-at-least-32-characters";
    expect(authSecret()).toBe("a-real-secret-with-at-least-32-characters");
  });

  it("throws a clear error in production without it", () => {
    expect(() => authSecret()).toThrow(/AUTH_SECRET is not set/);
  });

  it("falls back to a fixed dev-only secret outside production or with the dev providers on", () => {
    fakeEnv.env.NODE_ENV = "development";
    const dev = authSecret();
    expect(dev).toMatch(/dev-only/);
    fakeEnv.env.NODE_ENV = "production";
    fakeEnv.env.ALLOW_DEV_PROVIDERS = true;
    expect(authSecret()).toBe(dev);
  });
});
