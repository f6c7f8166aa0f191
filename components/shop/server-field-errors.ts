import { ApiRequestError } from "@/lib/api-client";

/**
 * The server's per-field messages (`fieldErrors`, keyed by payload path) translated to form
 * fields, so a rule only the server knows still shows beside its input.
 */
export function serverFieldErrors<F extends string>(error: unknown, fieldFor: Record<string, F>): [F, string][] {
  if (!(error instanceof ApiRequestError)) return [];
  const body = error.body as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  const found: [F, string][] = [];
  for (const [path, messages] of Object.entries(body?.fieldErrors ?? {})) {
    const field = fieldFor[path];
    const message = messages?.[0];
    if (field && message) found.push([field, message]);
  }
  return found;
}
