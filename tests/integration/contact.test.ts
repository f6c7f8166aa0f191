import { describe, expect, it } from "vitest";

import { POST } from "@/app/api/contact/route";
import { CONTACT_FORWARD_JOB } from "@/lib/contact/send-contact-message";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";

const valid = { name: "Ada Lovelace", email: "Ada@Example.com", message: "I would love a reading about my next chapter." };
const call = (req: Request) => POST(req, undefined);

describe.each(TEST_DATABASES)("POST /api/contact on $name", (kind) => {
  const app = withAppDatabase(kind);

  it("stores the message and queues its forwarding to the team inbox", async () => {
    const res = await call(jsonRequest("/api/contact", valid, { headers: fromAddress("10.0.0.1") }));
    expect(res.status).toBe(201);
    const { id } = await jsonOf(res);
    const row = await app.prisma.contactMessage.findUniqueOrThrow({ where: { id: String(id) } });
    expect(row).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", message: valid.message });
    const job = await app.prisma.job.findUniqueOrThrow({ where: { key: `contact:${row.id}` } });
    expect(job).toMatchObject({ type: CONTACT_FORWARD_JOB, status: "queued", payload: { contactMessageId: row.id } });
  });

  it.each([
    ["bad JSON", { raw: "{not json" }, 400, "The request body must be valid JSON."],
    ["missing fields", { body: {} }, 400, "Required"],
    ["wrong types", { body: { name: 1, email: 2, message: 3 } }, 400, "Invalid input"],
    ["a short message", { body: { ...valid, message: "hi" } }, 400, "Message must be at least 10 characters"],
    ["a 1 MB body", { raw: JSON.stringify({ ...valid, message: "x".repeat(1024 * 1024) }) }, 400, "That request is too large."],
  ])("answers %s with %i and { message }", async (_label, input, status, message) => {
    const req = jsonRequest("/api/contact", "body" in input ? input.body : undefined, {
      raw: "raw" in input ? input.raw : undefined,
      headers: fromAddress("10.0.0.2"),
    });
    const res = await call(req);
    expect(res.status).toBe(status);
    expect(await jsonOf(res)).toMatchObject({ message });
  });

  it("refuses a 1 MB body even when Content-Length lies", async () => {
    const big = JSON.stringify({ ...valid, message: "x".repeat(1024 * 1024) });
    const req = new Request("http://localhost:3000/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "10" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    const res = await call(req);
    expect(res.status).toBe(400);
  });

  it("rate-limits a flood from one IP with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await call(jsonRequest("/api/contact", valid, { headers: fromAddress("10.9.9.9") }))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
