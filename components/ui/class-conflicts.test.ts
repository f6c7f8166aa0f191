import fs from "node:fs";
import path from "node:path";

import { clsx } from "clsx";
// eslint-disable-next-line no-restricted-imports -- the test's tool for telling conflicting classes apart; never shipped
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { badgeVariants } from "./badge";
import { buttonVariants } from "./button-variants";
import { inputClasses, textareaClasses } from "./input";

/**
 * cn() joins classes and merges nothing (lib/utils.ts), so two classes for one property would be
 * settled by the stylesheet's order, not by the author's intent: `text-sm` beats `text-base`,
 * `min-h-28` beats `min-h-20`, `whitespace-nowrap` beats `whitespace-normal`. tailwind-merge,
 * here only, names what a merge would drop: nothing may be dropped.
 */
function dropped(...classes: string[]): string[] {
  const joined = clsx(classes).split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(joined.join(" ")).split(" "));
  return joined.filter((c) => !kept.has(c));
}

const BUTTON_VARIANTS = ["default", "outline", "secondary", "ghost", "link", "destructive"] as const;
const BUTTON_SIZES = ["default", "sm", "lg", "icon", "wrap"] as const;
const BADGE_VARIANTS = ["default", "secondary", "outline", "glow", "plain"] as const;

/** Source files of the UI, to read the classes callers give the shared components. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [file] : [];
  });
}
const root = path.resolve(import.meta.dirname, "../..");
const sources = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "components"))].map((file) => ({
  file: path.relative(root, file),
  text: fs.readFileSync(file, "utf8"),
}));

/** Each `<Tag …className="literal"…>` in the sources: its props before className and the literal (arrow functions' `=>` kept inside). */
function literalUses(tag: string) {
  const pattern = new RegExp(`<${tag}\\b((?:[^>]|=>)*?)\\sclassName="([^"]*)"`, "g");
  return sources.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => ({ file, props: m[1] ?? "", className: m[2] ?? "" })));
}
const prop = (props: string, name: string) => props.match(new RegExp(`\\s${name}="([\\w-]+)"`))?.[1];

describe("shared components' classes do not conflict (nothing merges them)", () => {
  it("every button variant and size", () => {
    for (const variant of BUTTON_VARIANTS) {
      for (const size of BUTTON_SIZES) expect(dropped(buttonVariants({ variant, size })), `${variant}/${size}`).toEqual([]);
    }
  });

  it("every badge variant, and the fields", () => {
    for (const variant of BADGE_VARIANTS) expect(dropped(badgeVariants({ variant })), variant).toEqual([]);
    expect(dropped(inputClasses)).toEqual([]);
    expect(dropped(textareaClasses(false))).toEqual([]);
  });

  it("finds a conflict when there is one (the check can fail)", () => {
    expect(dropped(buttonVariants({ size: "lg" }), "h-auto")).toEqual(["h-12"]);
    expect(dropped("text-sm", "text-base")).toEqual(["text-sm"]);
  });

  it("a class a caller gives a <Button> sets no property its variant and size already set", () => {
    const uses = literalUses("Button");
    expect(uses.length).toBeGreaterThan(20);
    for (const use of uses) {
      const variant = prop(use.props, "variant") as (typeof BUTTON_VARIANTS)[number] | undefined;
      const size = prop(use.props, "size") as (typeof BUTTON_SIZES)[number] | undefined;
      expect(dropped(buttonVariants({ variant, size }), use.className), `${use.file}: <Button className="${use.className}">`).toEqual([]);
    }
  });

  it("nor to an <Input>, a <Textarea> or a <Badge>", () => {
    const bases: Record<string, (props: string) => string> = {
      Input: () => inputClasses,
      Textarea: (props) => textareaClasses(/\sshort\b/.test(props)),
      Badge: (props) => badgeVariants({ variant: prop(props, "variant") as (typeof BADGE_VARIANTS)[number] | undefined }),
    };
    for (const [tag, base] of Object.entries(bases)) {
      for (const use of literalUses(tag)) expect(dropped(base(use.props), use.className), `${use.file}: <${tag} className="${use.className}">`).toEqual([]);
    }
  });
});
