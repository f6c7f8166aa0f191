/**
 * The small text format every writer produces (offline composer and AI model alike), so a
 * reading can be stored as one string and rendered as an email, a plain-text part or a page:
 *   "## Heading"      a section heading
 *   "- item"          a list item (consecutive items form one list)
 *   blank line        ends a paragraph
 *   **bold**          inline emphasis
 */
export type Inline = { text: string; bold: boolean };
export type Block =
  | { type: "heading"; text: string }
  | { type: "paragraph"; inlines: Inline[] }
  | { type: "list"; items: Inline[][] };

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const re = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ text: text.slice(last, index), bold: false });
    out.push({ text: m[1] ?? "", bold: true });
    last = index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), bold: false });
  return out.filter((i) => i.text.length > 0);
}

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", inlines: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list) blocks.push({ type: "list", items: list.map(parseInline) });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: "heading", text: (heading[1] ?? "").replace(/\*\*/g, "").trim() });
      continue;
    }
    const item = /^(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      if (paragraph.length) {
        blocks.push({ type: "paragraph", inlines: parseInline(paragraph.join(" ")) });
        paragraph = [];
      }
      (list ??= []).push(item[1] ?? "");
      continue;
    }
    if (list) {
      // A wrapped continuation of the last item.
      const items: string[] = list;
      items[items.length - 1] = `${items[items.length - 1] ?? ""} ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

const plainInline = (inlines: Inline[]) => inlines.map((i) => i.text).join("");

/** The plain-text rendering (the text/plain part of an email): wrapped to `width` columns. */
export function markupToText(source: string, width = 72): string {
  const parts: string[] = [];
  for (const block of parseMarkup(source)) {
    if (block.type === "heading") parts.push(`${block.text.toUpperCase()}\n${"-".repeat(Math.min(block.text.length, width))}`);
    else if (block.type === "paragraph") parts.push(wrap(plainInline(block.inlines), width));
    else parts.push(block.items.map((item) => wrap(plainInline(item), width, "  * ", "    ")).join("\n"));
  }
  return parts.join("\n\n");
}

export function wrap(text: string, width: number, first = "", rest = first): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else {
      line += (empty ? "" : " ") + word;
    }
    empty = false;
  }
  lines.push(line);
  return lines.join("\n");
}
