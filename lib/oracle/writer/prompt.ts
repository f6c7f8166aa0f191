/**
 * Prompts for the AI writer: the persona's voice and rules (voices.ts), the output format the
 * email renderer reads (markup.ts), and the computed data, so the model writes from the draw
 * and the charts instead of inventing them.
 */
import { formatDegreeMinutes } from "../astro/zodiac";
import { firstName, personaOf, type CouplePerson, type ReadingRequest } from "./requests";
import { cardLabel } from "./tarot-phrases";
import { VOICES } from "./voices";
import type { SpreadReading } from "../tarot";

const FORMAT = [
  "Write plain text with this light markup only: '## ' starts a section heading, '- ' starts a list item, **double asterisks** mark bold, and a blank line separates paragraphs.",
  "No other markdown: no tables, no links, no images, no emoji, no sign-off or signature (the email adds your name).",
  "Write like a letter from you to the reader, not a report about them.",
];

export function systemPrompt(request: ReadingRequest): string {
  const voice = VOICES[personaOf(request)];
  return [
    `You are ${voice.displayName}, the ${voice.domain} oracle of The Quantum Veil.`,
    `Voice: ${voice.style}`,
    "Rules:",
    ...voice.rules.map((r) => `- ${r}`),
    "- Use only the computed data you are given (cards, placements, aspects, numbers). Never invent a card, a placement or a number.",
    "- Give concrete next steps the reader can do this week.",
    "Format:",
    ...FORMAT.map((r) => `- ${r}`),
  ].join("\n");
}

function spreadLines(spread: SpreadReading): string[] {
  return spread.cards.map(
    (c) => `- ${c.position.title} (${c.position.prompt}): ${cardLabel(c)}. Keywords: ${c.keywords.join(", ")}. Meaning as drawn: ${c.meaning}`,
  );
}

function personLines(p: CouplePerson, label: string): string[] {
  const chart = p.blueprint.natal.chart;
  const bodies = (["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn"] as const).map(
    (b) => `${b} ${chart.bodies[b].sign} ${formatDegreeMinutes(chart.bodies[b].degreeInSign)}${chart.bodies[b].house ? ` (house ${chart.bodies[b].house})` : ""}`,
  );
  const n = p.blueprint.numerology;
  return [
    `${label}: ${p.name}, born ${p.dob} ${p.tob} in ${p.place.resolved ? p.place.label : `"${p.place.typed}" (NOT FOUND in the atlas: chart cast without houses or rising sign; say so gently and invite them to reply with the nearest larger town)`}.`,
    `  Placements: ${bodies.join(", ")}${chart.ascendant !== null ? `; rising sign known` : "; no rising sign or houses"}.`,
    `  Numbers: life path ${n.lifePath.value} (${n.lifePath.working}); expression ${n.expression?.value ?? "left out"}; soul urge ${n.soulUrge?.value ?? "left out"}.`,
    ...(n.omission ? [`  ${n.omission} Say so plainly if you mention the numbers; never invent them.`] : []),
  ];
}

export function userPrompt(request: ReadingRequest): string {
  switch (request.kind) {
    case "tarot":
      return [
        "Write a three-card tarot reading (Past, Present, Path) for this question.",
        `Question: "${request.question.trim()}"`,
        "Cards drawn (reversals honoured):",
        ...spreadLines(request.spread),
        "Requirements:",
        `- Begin with exactly: You asked: “${request.question.trim()}”`,
        "- Name each card with its position and orientation, in order: Past, Present, Path, each in its own section.",
        "- Answer the question that was asked, directly and without fear.",
        "- End with a section headed '## Your 30-day integration plan' with four list items (Days 1–7, 8–14, 15–21, 22–30). Nothing after that section except, at most, one closing sentence.",
        "- 500 to 800 words.",
      ].join("\n");
    case "match":
    case "bundle": {
      const s = request.synastry;
      const lines = [
        request.kind === "match" ? "Write a couples compatibility report." : "Write a couples bundle reading: a compatibility report plus a shared tarot journey.",
        `Write to ${firstName(request.person1.name)} (the buyer) about them and ${firstName(request.person2.name)}.`,
        ...personLines(request.person1, "Person 1 (the reader)"),
        ...personLines(request.person2, "Person 2 (the partner)"),
        `Synastry score ${s.score}/100 (aspects ${s.parts.aspects}, elements ${s.parts.elements}, numerology ${s.parts.numerology ?? "n/a"}).`,
        "Strongest inter-chart aspects (person 1's point first):",
        ...s.aspects.slice(0, 8).map((a) => `- ${a.a} ${a.type} ${a.b}, orb ${a.orb.toFixed(1)}°, ${a.nature}`),
        `Elements: person 1 leans ${s.balance.a.dominantElement}/${s.balance.a.dominantModality}, person 2 ${s.balance.b.dominantElement}/${s.balance.b.dominantModality}.`,
        s.numerology ? `Life paths: ${s.numerology.text}` : "",
        "Requirements:",
        "- Use both charts and both sets of numbers; mention the score and what it weighs, and that it is not a grade.",
        "- Include a section headed '## A 7-day ritual plan' with seven list items, Day 1 to Day 7, each drawn from the data above.",
      ];
      if (request.kind === "bundle") {
        lines.push(
          `Shared intention for the tarot journey: "${request.intention.trim()}"`,
          "Tarot journey, five cards (reversals honoured):",
          ...spreadLines(request.spread),
          "- Then a section headed '## Your shared tarot journey' that restates the intention and names all five cards with their positions.",
          "- End with a section headed '## Your 30-day couples roadmap' with four list items (Days 1–7, 8–14, 15–21, 22–30).",
          "- 900 to 1400 words.",
        );
      } else {
        lines.push("- 600 to 900 words.");
      }
      return lines.filter(Boolean).join("\n");
    }
    case "live-session":
      return `Write a short confirmation letter for ${request.productName}. Intention: "${request.intention}".`;
  }
}
