import { Fragment } from "react";

import { parseMarkup, type Inline } from "@/lib/oracle/writer/markup";
import { cn } from "@/lib/utils";

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((i, k) => (i.bold ? <strong key={k}>{i.text}</strong> : <Fragment key={k}>{i.text}</Fragment>));
}

/** A stored reading (the writers' small markup) as a page: headings, paragraphs and lists. `lead`: the opening, larger and in the display face. */
export function ReadingBody({ source, lead = false, className }: { source: string; lead?: boolean; className?: string }) {
  return (
    <div className={cn("max-w-[68ch] space-y-5", lead ? "font-display text-lg leading-relaxed sm:text-xl" : "text-[17px] leading-[1.75]", className)}>
      {parseMarkup(source).map((block, i) =>
        block.type === "heading" ? (
          <h3 key={i} className="pt-4 text-2xl font-medium">
            {block.text}
          </h3>
        ) : block.type === "list" ? (
          <ul key={i} className="marker:text-primary ml-5 list-disc space-y-2">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines inlines={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inlines inlines={block.inlines} />
          </p>
        ),
      )}
    </div>
  );
}
