/**
 * The shape every letter must have, whoever wrote it: the question restated, every card named in
 * its section, the plans in place. The care layer's content check (care/check.ts) decides what a
 * letter may say; this decides that it says everything it must.
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

function headings(body: string): string[] {
  return parseMarkup(body).flatMap((b) => (b.type === "heading" ? [b.text] : []));
}

/** What is missing (empty when the letter has everything it must). */
export function structureProblems(request: ReadingRequest, body: string): string[] {
  const text = norm(body);
  const heads = headings(body).map(norm);
  const problems: string[] = [];
  const needs = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  if (request.kind === "tarot") {
    needs(text.includes(norm(request.facts.question.text)), "does not restate the question");
    for (const c of request.facts.cards) {
      const head = norm(`${c.position.title} · ${c.card.name}${c.orientation === "reversed" ? ", reversed" : ""}`);
      needs(heads.includes(head), `has no section headed "${c.position.title} · ${c.card.name}${c.orientation === "reversed" ? ", reversed" : ""}"`);
    }
    needs(/30-day/.test(heads.at(-1) ?? ""), "does not end with the 30-day integration plan");
  }
  if (request.kind === "match" || request.kind === "bundle") {
    needs(text.includes(norm(firstName(request.person1.name))), "does not name the reader");
    needs(text.includes(norm(firstName(request.person2.name))), "does not name the partner");
    needs(text.includes(String(request.synastry.score)), "does not give the score");
    needs(heads.some((h) => /7-day/.test(h)), "has no 7-day ritual plan");
    for (const p of [request.person1, request.person2]) {
      needs(text.includes(p.blueprint.natal.chart.bodies.Sun.sign.toLowerCase()), `does not use ${p.name}'s Sun sign`);
    }
  }
  if (request.kind === "bundle") {
    for (const c of request.tarotFacts.cards) needs(text.includes(c.card.name.toLowerCase()), `does not name ${c.card.name}`);
    needs(/30-day/.test(heads.at(-1) ?? ""), "does not end with the 30-day couples roadmap");
    needs(text.includes(norm(request.tarotFacts.question.text).slice(0, 40)), "does not restate the shared intention");
  }
  return problems;
}
