import { Fragment } from "react";

import { splitPostBody } from "@/lib/content/body";
import { cn } from "@/lib/utils";

interface PostBodyProps {
  body: string;
  className?: string;
}

/**
 * The post body as plain pre-wrapped text (SPEC). The text is emitted verbatim, blank lines
 * included, so the element's text is exactly the post body; only the short section-heading lines
 * are wrapped in (inline) h2 elements to set them in the display serif and give the page an outline.
 */
export function PostBody({ body, className }: PostBodyProps) {
  const blocks = splitPostBody(body);
  return (
    <div
      data-testid="post-body"
      className={cn(
        "text-foreground/90 max-w-[68ch] text-[1.0625rem] leading-[1.85] whitespace-pre-wrap sm:text-lg sm:leading-[1.85]",
        className,
      )}
    >
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {index > 0 ? "\n\n" : null}
          {block.kind === "heading" ? (
            <h2 className="post-heading">{block.text}</h2>
          ) : (
            block.text
          )}
        </Fragment>
      ))}
    </div>
  );
}
