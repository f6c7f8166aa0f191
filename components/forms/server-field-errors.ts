import { ApiRequestError } from "@/lib/api-client";

/** Payload paths to form fields; a list when the form's names are the payload's own. */
export type FieldsForPaths<F extends string> = readonly F[] | Readonly<Record<string, F>>;

const isList = <F extends string>(fields: FieldsForPaths<F>): fields is readonly F[] => Array.isArray(fields);

/**
 * The one way a form shows the server's per-field messages (a 400's `fieldErrors`, keyed by
 * payload path, lib/api/errors.ts) beside its inputs, so a rule only the server knows still
 * lands on its field. Pass react-hook-form's `setError`. Returns the fields it marked, so the
 * caller can fall back to a toast when there were none.
 */
export function setServerFieldErrors<F extends string>(error: unknown, setError: (name: F, error: { message: string }) => void, fields: FieldsForPaths<F>): F[] {
  if (!(error instanceof ApiRequestError)) return [];
  const pairs: (readonly [string, F])[] = isList(fields) ? fields.map((f) => [f, f] as const) : Object.entries(fields);
  const marked: F[] = [];
  for (const [path, field] of pairs) {
    const message = error.fieldError(path);
    if (message && !marked.includes(field)) {
      setError(field, { message });
      marked.push(field);
    }
  }
  return marked;
}
