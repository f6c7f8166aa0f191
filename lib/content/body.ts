/**
 * Post bodies are plain text (SPEC: "body as plain pre-wrapped text"). To typeset them without
 * turning them into markup, the text is split on blank lines into blocks, and a block that is a
 * single short line without closing punctuation is treated as a section heading. Joining the
 * blocks with "\n\n" gives back the body exactly.
 */
export interface BodyBlock {
  kind: "heading" | "paragraph";
  text: string;
}

const MAX_HEADING_CHARS = 72;
const MAX_HEADING_WORDS = 10;

export function isHeadingLine(block: string): boolean {
  const text = block.trim();
  if (!text || text.includes("\n")) return false;
  if (text.length > MAX_HEADING_CHARS || text.split(/\s+/).length > MAX_HEADING_WORDS) return false;
  return !/[.!?,;:…"'”’]$/.test(text);
}

export function splitPostBody(body: string): BodyBlock[] {
  return body
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .map((text) => ({ kind: isHeadingLine(text) ? "heading" : "paragraph", text }));
}
