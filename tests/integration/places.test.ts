import { describe, expect, it } from "vitest";

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
