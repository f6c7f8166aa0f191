/**
 * The one way client components call the SPEC §7 endpoints: JSON bodies, cookies included,
 * and a non-OK response thrown as an ApiRequestError (SPEC §8).
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }

  /**
   * The server's first message for one payload path of a 400 (`{ message, fieldErrors }`,
   * lib/api/errors.ts). Forms put them on their fields with components/forms/server-field-errors.ts.
   */
  fieldError(field: string): string | undefined {
    const body = this.body as { fieldErrors?: Record<string, string[] | undefined> } | null | undefined;
    return body && typeof body === "object" ? body.fieldErrors?.[field]?.[0] : undefined;
  }
}

/** SPEC §8: the body's `message` if a string, else the raw text, else the status text, else 'Request failed'. */
export function errorMessageFrom(body: unknown, rawText: string, statusText: string): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message) {
    return body.message;
  }
  return rawText || statusText || "Request failed";
}

async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const hasBody = init.body !== undefined;
  const response = await fetch(path, {
    method: init.method ?? (hasBody ? "POST" : "GET"),
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    throw new ApiRequestError(errorMessageFrom(parsed, text, response.statusText), response.status, parsed ?? text);
  }
  return parsed as T;
}

export const apiGet = <T,>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
export const apiPost = <T,>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: "POST", body });
