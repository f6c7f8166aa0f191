/**
 * Structured logs: one JSON object per line (`{"time","level","event",…fields}`), which Vercel's
 * log view, log drains and any collector can filter by field. Errors become { name, message,
 * stack }. Fields never carry secrets or a buyer's words: ids, counts and kinds.
 */
type Level = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack?.split("\n").slice(0, 8).join("\n") };
  if (value instanceof Date) return value.toISOString();
  return value;
}

export function logLine(level: Level, event: string, fields: LogFields = {}): string {
  const entry: LogFields = { time: new Date().toISOString(), level, event };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
  try {
    return JSON.stringify(entry);
  } catch {
    return JSON.stringify({ time: entry.time, level, event, note: "fields were not serialisable" });
  }
}

function write(level: Level, event: string, fields?: LogFields) {
  const line = logLine(level, event, fields);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}

export const log = {
  debug: (event: string, fields?: LogFields) => write("debug", event, fields),
  info: (event: string, fields?: LogFields) => write("info", event, fields),
  warn: (event: string, fields?: LogFields) => write("warn", event, fields),
  error: (event: string, fields?: LogFields) => write("error", event, fields),
};
