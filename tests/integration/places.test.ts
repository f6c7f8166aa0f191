import { describe, expect, it } from "vitest";

import { GET as CHECK } from "@/app/api/places/check/route";
import { GET } from "@/app/api/places/route";

const get = async (query: string) => {
  const res = await GET(new Request(`http://localhost:3000/api/places${query}`), undefined);
  return { status: res.status, body: (await res.json()) as { places?: { label: string; timezone: string }[]; message?: string } };
};

describe("GET /api/places", () => {
  it("suggests birthplaces accent- and case-insensitively, biggest first", async () => {
    const { status, body } = await get("?q=sao%20paulo&limit=3");
    expect(status).toBe(200);
    expect(body.places?.[0]).toMatchObject({ label: expect.stringContaining("São Paulo"), timezone: "America/Sao_Paulo" });
    expect(body.places?.length).toBeLessThanOrEqual(3);
  });

  it("returns nothing for a one-letter query and refuses bad limits with 400 { message }", async () => {
    expect((await get("?q=L")).body.places).toEqual([]);
    const bad = await get("?q=London&limit=500");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect((await get(`?q=${"x".repeat(500)}`)).status).toBe(400);
  });
});

describe("GET /api/places/check", () => {
  const check = async (query: string) => {
    const res = await CHECK(new Request(`http://localhost:3000/api/places/check${query}`), undefined);
    return { status: res.status, body: (await res.json()) as { found?: boolean; place?: { label: string }; message?: string; suggestions?: { label: string }[] } };
  };

  it("finds a typed birthplace the way a blueprint will resolve it", async () => {
    const { status, body } = await check("?q=Lisbon");
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, place: { label: expect.stringContaining("Lisbon") } });
  });

  it("answers an unknown place with a message and near misses, and refuses an empty or huge query with 400", async () => {
    const { body } = await check(`?q=${encodeURIComponent("Lisbonn, Portugal")}`);
    expect(body.found).toBe(false);
    expect(body.message).toMatch(/^We couldn't find that place\./);
    expect(Array.isArray(body.suggestions)).toBe(true);
    expect((await check("?q=Qwxzzy%20Nowhere")).body).toEqual({
      found: false,
      message: "We couldn't find that place. Try adding the country, e.g. “Paris, France”.",
      suggestions: [],
    });
    expect((await check("?q=")).status).toBe(400);
    expect((await check(`?q=${"x".repeat(300)}`)).status).toBe(400);
  });
});
