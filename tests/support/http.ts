/** Builds a Request as a browser on our own origin would send it. */
export function jsonRequest(
  path: string,
  body: unknown,
  { method = "POST", headers = {}, raw }: { method?: string; headers?: Record<string, string>; raw?: string } = {},
): Request {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
    body: raw ?? JSON.stringify(body),
  });
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
