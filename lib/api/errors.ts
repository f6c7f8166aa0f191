import "server-only";

import { NextResponse } from "next/server";
import { z } from "zod";

/** An error whose message is safe to show the caller, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function jsonError(status: number, message: string, extra?: Record<string, unknown>) {
  return NextResponse.json({ message, ...extra }, { status });
}

/** Maps any thrown value to `{ message }` JSON: 4xx for the caller's mistakes, a bland 500 otherwise. */
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    return jsonError(error.status, error.message, error.fieldErrors ? { fieldErrors: error.fieldErrors } : undefined);
  }
  if (error instanceof z.ZodError) {
    const { message, fieldErrors } = describeZodError(error);
    return jsonError(400, message, { fieldErrors });
  }
  // Unexpected: log for operators, never leak details or stack traces to the caller.
  console.error("[api] unexpected error", error);
  return jsonError(500, "Something went wrong on our side. Please try again.");
}

export function describeZodError(error: z.ZodError): { message: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? "Invalid input", fieldErrors };
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so every failure becomes `{ message }` with the right status. */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
