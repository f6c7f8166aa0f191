/**
 * Checks that a written reading is grounded in what was computed: the question restated, every
 * card named, the plans present. The AI writer's text must pass, or the composer writes instead.
 */
import { parseMarkup } from "./markup";
import { firstName, type ReadingRequest } from "./requests";

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[“”"'’‘]/g, "")
    .replace(/\s+/g, " ")
    .replace(/[?.!\s]+$/, "")
    .trim();

function lastHeading(body: string): string | null {
  const headings = parseMarkup(body).filter((b) => b.type === "heading");
  const last = headings.at(-1);
  return last && last.type === "heading" ? last.text : null;
}

/** What is missing (empty when the text is grounded). */
export function groundingProblems(request: ReadingRequest, body: string): string[] {
  const text = norm(body);
  const problems: string[] = [];
  const needs = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  if (request.kind === "tarot") {
    needs(text.includes(norm(request.question)), "does not restate the question");
    for (const c of request.spread.cards) needs(text.includes(c.card.name.toLowerCase()), `does not name ${c.card.name}`);
    for (const c of request.spread.cards.filter((c) => c.reversed)) {
      const at = text.indexOf(c.card.name.toLowerCase());
      needs(at >= 0 && /reversed/.test(text.slice(at, at + c.card.name.length + 200)), `does not say ${c.card.name} is reversed`);
    }
    for (const title of ["past", "present", "path"]) needs(text.includes(title), `does not name the ${title} position`);
    needs(/30-day/i.test(lastHeading(body) ?? ""), "does not end with the 30-day integration plan");
  }
  if (request.kind === "match" || request.kind === "bundle") {
    needs(text.includes(firstName(request.person1.name).toLowerCase()), "does not name the reader");
    needs(text.includes(firstName(request.person2.name).toLowerCase()), "does not name the partner");
    needs(text.includes(String(request.synastry.score)), "does not give the score");
    needs(/7-day/.test(text), "has no 7-day ritual plan");
    for (const p of [request.person1, request.person2]) {
      needs(text.includes(p.blueprint.natal.chart.bodies.Sun.sign.toLowerCase()), `does not use ${p.name}'s Sun sign`);
      needs(text.includes(String(p.blueprint.numerology.lifePath.value)), `does not use ${p.name}'s life path`);
    }
  }
  if (request.kind === "bundle") {
    for (const c of request.spread.cards) needs(text.includes(c.card.name.toLowerCase()), `does not name ${c.card.name}`);
    needs(/30-day/i.test(lastHeading(body) ?? ""), "does not end with the 30-day couples roadmap");
    needs(text.includes(norm(request.intention).slice(0, 40)), "does not restate the shared intention");
  }
  return problems;
}
