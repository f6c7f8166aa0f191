import { z } from "zod";

/**
 * Ids and tokens that arrive in a URL (path segments and query strings) rather than in a form.
 * Our row ids are cuids and our tokens base64url, so anything else names nothing: callers answer
 * 404 without asking the database (which cannot even hold a NUL or a lone surrogate).
 */
export const urlIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

export const isUrlId = (value: unknown): value is string => urlIdSchema.safeParse(value).success;
