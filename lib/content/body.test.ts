import { describe, expect, it } from "vitest";

import { getAllPosts } from "./posts";
import { isHeadingLine, splitPostBody } from "./body";

describe("splitPostBody", () => {
  it("splits on blank lines and marks short unpunctuated lines as headings", () => {
    const blocks = splitPostBody("Intro paragraph, with words.\n\nWhat you need\n\nLine one\nline two.\n\n\nLast one?");
    expect(blocks).toEqual([
      { kind: "paragraph", text: "Intro paragraph, with words." },
      { kind: "heading", text: "What you need" },
      { kind: "paragraph", text: "Line one\nline two." },
      { kind: "paragraph", text: "Last one?" },
    ]);
  });

  it("does not treat sentences, questions or long lines as headings", () => {
    expect(isHeadingLine("The method I recommend: reduce each part separately")).toBe(true);
    expect(isHeadingLine("Try this tonight")).toBe(true);
    expect(isHeadingLine("What am I not allowing myself to see about this situation?")).toBe(false);
    expect(isHeadingLine("Question: where am I refusing help because accepting it would feel like losing?")).toBe(false);
    expect(isHeadingLine("A line that simply keeps going well past the length any sensible section heading would ever need")).toBe(false);
    expect(isHeadingLine("1: A, J, S\n2: B, K, T")).toBe(false);
  });

  it("round-trips every post body and finds section headings in each", () => {
    for (const post of getAllPosts()) {
      const blocks = splitPostBody(post.contentMdx);
      expect(blocks.map((b) => b.text).join("\n\n"), post.slug).toBe(post.contentMdx);
      const headings = blocks.filter((b) => b.kind === "heading");
      expect(headings.length, post.slug).toBeGreaterThanOrEqual(3);
      expect(blocks[0]?.kind, post.slug).toBe("paragraph");
    }
  });
});
