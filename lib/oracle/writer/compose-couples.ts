/**
 * Astra's offline composer for the couples compatibility report (and the couples bundle, which
 * adds Solara's five-card journey on the couple's intention and a 30-day roadmap). Built from the
 * two natal charts, both numerology profiles and the synastry the oracle computed.
 */
import { type Element, signInfo, type SignName } from "../astro/zodiac";
import type { ChartFactSheet } from "../facts";
import { percentileMeaning, percentileWords, SUB_LABEL, SUB_SCORE_NAMES, type SynastryPoint } from "../synastry";
import {
  ASPECT_FEELS,
  ASPECT_WORD,
  ASTRA_COUPLE_OPENINGS,
  HOUSE_AREA,
  INNER_ASPECT,
  MOON_EVENING,
  POINT_MEANS,
  VENUS_LANGUAGE,
  elementArticle,
  ordinal,
} from "./couples-phrases";
import { type BundleRequest, type CouplePerson, type MatchRequest, firstName } from "./requests";
import { answerParagraphs, cardPassage, cardPhrase, careParagraph, instructionOf, listOf, planItems, professionalsOnce } from "./tarot-reading";
import { ASTRA_CLOSINGS, ASTRA_MOON, ASTRA_RISING, NUMA_LIFE_PATH, pick } from "../voices";

type CoupleRequest = MatchRequest | BundleRequest;

/** “Their words”, without a doubled full stop when the quote is followed by one. */
const quoted = (text: string) => `“${text.trim().replace(/[.\s]+$/, "")}”`;

const sign = (p: CouplePerson, body: "Sun" | "Moon" | "Venus" | "Mars" | "Mercury") => p.blueprint.natal.chart.bodies[body].sign;
const elementOf = (s: SignName): Element => signInfo(s).element;

function placeNotes(request: CoupleRequest): string[] {
  const notes: string[] = [];
  for (const p of [request.person1, request.person2]) {
    const name = firstName(p.name);
    if (!p.place.resolved) {
      notes.push(
        `A gentle note first: I couldn't find “${p.place.typed}” in my atlas, so I drew ${name}'s chart without houses or a rising sign. The Sun, Venus, Mars and the slower planets sit exactly where they did; the Moon is right to within a few degrees. If you reply with the nearest larger town, I will redraw it with its houses.`,
      );
    } else if (p.place.confidence === "medium") {
      notes.push(`I read “${p.place.typed}” as ${p.place.label}. If that is not where ${name} was born, reply and tell me, and I will redraw the chart.`);
    }
  }
  return notes;
}

/** "Venus in Libra in the 7th house" when the houses are known. */
function placed(f: ChartFactSheet, body: string): string {
  const p = f.placements.find((x) => x.body === body);
  if (!p) return body;
  return `${body} in ${p.sign}${p.house ? ` in the ${ordinal(p.house)} house` : ""}`;
}

function moonText(f: ChartFactSheet): string {
  if (f.moonSigns.length > 1) return `Moon in ${f.moonSigns[0]} or ${f.moonSigns[1]} (it changed sign that day, and the hour decides which)`;
  return placed(f, "Moon");
}

function skyLine(p: CouplePerson, isReader: boolean): string {
  const f = p.facts;
  const name = firstName(p.name);
  const sun = sign(p, "Sun");
  const asc = f.rising;
  const placements = `**${name}:** ${placed(f, "Sun")}, ${moonText(f)}, ${placed(f, "Venus")}, ${placed(f, "Mars")}${asc ? `, ${asc} rising` : ""}.`;
  const moon = f.moonSigns.length === 1 ? (f.moonSigns[0] as SignName) : null;
  const color = isReader
    ? moon
      ? ` Your Moon in ${moon} ${ASTRA_MOON[moon]}${asc ? `, and ${asc} rising ${ASTRA_RISING[asc]}` : ""}.`
      : asc
        ? ` ${asc} rising ${ASTRA_RISING[asc]}.`
        : ""
    : ` ${name}'s Sun is in ${elementArticle(elementOf(sun))} ${elementOf(sun)} sign${moon ? ` and the Moon in ${elementArticle(elementOf(moon))} ${elementOf(moon)} sign: ${elementOf(sun) === elementOf(moon) ? `${name} tends to feel and act from the same place` : `what ${name} shows and what ${name} needs are not always the same`}` : ""}.`;
  return `${placements}${color}${innerLine(p, isReader)}`;
}

/** The chart's own shape: its ruler, an angular planet, its tightest inner aspect; or why there are no houses. */
function innerLine(p: CouplePerson, isReader: boolean): string {
  const f = p.facts;
  const whose = isReader ? "your" : `${firstName(p.name)}'s`;
  const Whose = isReader ? "Your" : `${firstName(p.name)}'s`;
  const out: string[] = [];
  if (f.chartRuler && f.rising) {
    const ruler = f.chartRuler.body === "Sun" || f.chartRuler.body === "Moon" ? `the ${f.chartRuler.body}` : f.chartRuler.body;
    out.push(`With ${f.rising} rising, ${whose} chart is ruled by ${ruler}, which sits in ${f.chartRuler.sign}${f.chartRuler.house ? ` in the ${ordinal(f.chartRuler.house)} house, the house of ${HOUSE_AREA[f.chartRuler.house]}` : ""}.`);
  }
  const angular = f.angular[0];
  if (angular) {
    const where = { ASC: ["ascendant", "others meet it first"], DSC: ["descendant", "it colours how you partner"], MC: ["midheaven", "it shows in your public life and direction"], IC: ["base of the chart", "it runs deep in home and roots"] } as const;
    const [angle, effect] = where[angular.angle];
    const body = angular.body === "Sun" || angular.body === "Moon" ? `The ${angular.body}` : angular.body;
    out.push(`${body} sits ${angular.orb < 3 ? "right on" : "close to"} the ${angle} of ${whose} chart, so ${effect}.`);
  }
  const inner = f.aspects.find((a) => !a.approximate && a.a !== a.b);
  if (inner) out.push(`${Whose} ${inner.a} and ${inner.b} (${inner.type}, orb ${inner.orb.toFixed(1)}°) ${INNER_ASPECT[inner.type]}.`);
  if (!f.timeKnown) out.push(`Without a birth time I have left out ${whose} rising sign and houses rather than guess them.`);
  return out.length ? ` ${out.join(" ")}` : "";
}

function aspectsToRead(request: CoupleRequest) {
  const all = request.synastry.aspects;
  const top = all.slice(0, 4);
  // Always read one growing edge if there is one, even if the easy contacts outweigh it.
  if (!top.some((a) => a.nature === "tense")) {
    const tense = all.find((a) => a.nature === "tense");
    if (tense) top[top.length === 4 ? 3 : top.length] = tense;
  }
  return top;
}

function meetings(request: CoupleRequest): string[] {
  const a = firstName(request.person1.name);
  const b = firstName(request.person2.name);
  const aspects = aspectsToRead(request);
  if (aspects.length === 0) {
    return [`${a} and ${b}, your charts make few close contacts with each other. That is less common than it sounds, and not a bad sign: it means the two of you build your closeness by choice, day by day, rather than by instant recognition.`];
  }
  const approximate = (x: { a: SynastryPoint; b: SynastryPoint }) => (x.a === "Moon" && !request.person1.facts.timeKnown) || (x.b === "Moon" && !request.person2.facts.timeKnown);
  return [
    "These are the contacts between your charts that carry the most weight, strongest first:",
    aspects
      .map(
        (x) =>
          `- **${a}'s ${x.a} ${ASPECT_WORD[x.type]} ${b}'s ${x.b}** (orb ${x.orb.toFixed(1)}°${approximate(x) ? ", approximate: the Moon's degree depends on a birth hour we don't have" : ""}): your ${POINT_MEANS[x.a]} and ${b}'s${x.a === x.b ? "" : ` ${POINT_MEANS[x.b]}`} ${ASPECT_FEELS[x.type]}.`,
      )
      .join("\n"),
  ];
}

/** Each person's Sun, Moon, Venus and Mars in the other's houses, both ways, when the houses are known. */
function overlays(request: CoupleRequest): string {
  const a = firstName(request.person1.name);
  const b = firstName(request.person2.name);
  const pick2 = (owner: "p1" | "p2") => request.facts.overlays.filter((o) => o.owner === owner && !o.approximate && (o.body === "Venus" || o.body === "Sun" || o.body === "Moon")).slice(0, 2);
  const theirs = pick2("p2");
  const yours = pick2("p1");
  const out: string[] = [];
  if (theirs.length) out.push(`In your houses: ${theirs.map((o) => `${b}'s ${o.body} falls in your ${ordinal(o.house)} house (${HOUSE_AREA[o.house]})`).join(", and ")}, so that is where ${b} lights up your life.`);
  if (yours.length) out.push(`In ${b}'s: ${yours.map((o) => `your ${o.body} falls in the ${ordinal(o.house)} (${HOUSE_AREA[o.house]})`).join(", and ")}, which is where you reach ${b} most.`);
  if (!out.length) return `House overlays need both birth times; without ${!request.person1.facts.timeKnown && !request.person2.facts.timeKnown ? "either" : !request.person1.facts.timeKnown ? `yours` : `${b}'s`}, I have left them out rather than guess, ${a}.`;
  return out.join(" ");
}

function elementsAndTempo(request: CoupleRequest): string {
  const a = firstName(request.person1.name);
  const b = firstName(request.person2.name);
  const { a: ba, b: bb } = request.synastry.balance;
  const same = ba.dominantElement === bb.dominantElement;
  const elementLine = same
    ? `You both lean toward ${ba.dominantElement}, so you recognise each other's pace without explanation; the work is to bring in what neither of you reaches for.`
    : `You lean toward ${ba.dominantElement} and ${b} toward ${bb.dominantElement}: ${
        request.synastry.parts.elements >= 60 ? "elements that feed each other" : "different weather, which means each of you brings what the other lacks"
      }.`;
  const tempo =
    ba.dominantModality === bb.dominantModality
      ? `In tempo you are both mostly ${ba.dominantModality}, which makes for easy rhythm and, now and then, two people waiting for the other to move first.`
      : `In tempo, ${a} is mostly ${ba.dominantModality} and ${b} mostly ${bb.dominantModality}: one of you starts, steadies or adapts where the other would not, which is a gift when you name it.`;
  return `${elementLine} ${tempo}`;
}

function numbers(request: CoupleRequest): string {
  const [p1, p2] = [request.person1, request.person2];
  const lp1 = p1.blueprint.numerology.lifePath;
  const lp2 = p2.blueprint.numerology.lifePath;
  const compat = request.synastry.numerology;
  return [
    `Numa ran your numbers too, and she always shows her working. Your life path is **${lp1.value}** (${lp1.working}), ${NUMA_LIFE_PATH[lp1.value]}. ${firstName(p2.name)}'s is **${lp2.value}** (${lp2.working}).`,
    compat ? compat.text : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function score(request: CoupleRequest): string[] {
  const { score: total, parts, reasons, subScores, selfComparison } = request.synastry;
  if (selfComparison) {
    return [
      "**No score.** These are the same birth chart twice: every planet meets its twin, which says nothing about two people. A compatibility reading needs two different births; write to us and we will chart the second one.",
    ];
  }
  const weights = parts.numerology === null ? "" : ` and your life paths (${parts.numerology.toFixed(0)}/100)`;
  const subs = SUB_SCORE_NAMES.map((k) => `${SUB_LABEL[k]} ${Math.round(subScores[k])}`).join(", ");
  const lines = [
    `**Your score: ${total}, ${percentileWords(total)}.** ${percentileMeaning(total)} It weighs the contacts between your charts (${parts.aspects.toFixed(0)}/100), the balance of your elements (${parts.elements.toFixed(0)}/100)${weights}. Read it as a description of how much comes easily, never as a grade: a score says nothing about the care two people choose to bring.`,
    `Its five sub-scores, each 0 to 100: ${subs}. For friction, higher means more friction, not less.`,
  ];
  const top = reasons.filter((r) => Math.abs(r.points) >= 0.5).slice(0, 3);
  if (top.length) lines.push(top.map((r) => `- ${r.text} (${r.points > 0 ? "+" : ""}${r.points.toFixed(1)} points)`).join("\n"));
  return lines;
}

function ritualPlan(request: CoupleRequest): string[] {
  const b = firstName(request.person2.name);
  const aspects = request.synastry.aspects;
  const easy = aspects.find((x) => x.nature === "harmonious");
  const hard = aspects.find((x) => x.nature === "tense");
  // A Moon that may be in either of two signs (unknown birth time) only counts when both share an element.
  const moonElement = (p: CouplePerson) => {
    const elements = new Set(p.facts.moonSigns.map(elementOf));
    return elements.size === 1 ? elementOf(p.facts.moonSigns[0] as SignName) : null;
  };
  const moonA = moonElement(request.person1);
  const moonB = moonElement(request.person2);
  const venusA = elementOf(sign(request.person1, "Venus"));
  const venusB = elementOf(sign(request.person2, "Venus"));
  const marsA = sign(request.person1, "Mars");
  const relation = request.synastry.numerology?.relation;
  return [
    `**Day 1 · Name what is easy.** ${
      easy ? `Your ${easy.a} and ${b}'s ${easy.b} flow together. ` : ""
    }Each of you tells the other one thing you loved about them this week, specifically. No "but".`,
    moonA && moonB
      ? `**Day 2 · Feed both Moons.** Share an evening ${MOON_EVENING[moonA]}${moonA !== moonB ? `, then let ${b} choose the next one: ${MOON_EVENING[moonB]}` : ""}.`
      : `**Day 2 · Feed both Moons.** Without ${moonA ? `${b}'s` : moonB ? "your" : "your birth hours"} birth hour the Moon's element is not certain, so let each of you choose one evening this week, and the other simply comes along.`,
    `**Day 3 · Name the friction.** ${
      hard
        ? `Your ${hard.a} ${ASPECT_WORD[hard.type]} ${b}'s ${hard.b} is your growing edge. Each of you says, in one sentence, how it shows up between you, and the other only listens.`
        : "Each of you names, in one sentence, the moment this month you felt least understood; the other only listens."
    }`,
    `**Day 4 · Love in their language.** Your Venus is in ${sign(request.person1, "Venus")}, ${b}'s in ${sign(request.person2, "Venus")}. Today each of you loves the other in the other's language. For ${b}: ${VENUS_LANGUAGE[venusB]}. For you: ${VENUS_LANGUAGE[venusA]}.`,
    `**Day 5 · Numa's day.** ${
      relation === "mirror"
        ? "You share a rhythm. Plan one thing together that neither of you would usually choose."
        : relation === "natural"
          ? "Your numbers keep the same pace. Use it: finish one small shared task you keep postponing."
          : "Your numbers move to different rhythms. Each of you teaches the other one thing you are good at, for twenty minutes."
    }`,
    `**Day 6 · Move together.** With your Mars in ${marsA}, desire wants somewhere to go: walk, dance, cook, build something side by side for an hour.`,
    `**Day 7 · Keep one thing.** Sit together with this letter for twenty minutes. Each of you chooses one practice from this week to keep for the next month, and says it out loud.`,
  ];
}

function tarotJourney(request: BundleRequest): string[] {
  const a = firstName(request.person1.name);
  const b = firstName(request.person2.name);
  const sheet = request.tarotFacts;
  const who: Record<string, string> = { you: `You (${a})`, them: `Them (${b})` };
  const passages = sheet.cards.map((c) => `**${who[c.position.key] ?? c.position.title} · ${c.card.name}${c.orientation === "reversed" ? ", reversed" : ""}.** ${cardPassage(c, sheet.question, request.seed, sheet.relations.majors).replace(/\n\n/g, " ")}`);
  return [
    `Five cards were drawn for the intention you share, ${quoted(sheet.question.text)}, by a cryptographic random shuffle when your payment went through, and Solara reads them for two the way she reads for one: plainly.`,
    ...careParagraph(sheet.question, professionalsOnce),
    ...passages,
    ...answerParagraphs(sheet, professionalsOnce, request.seed),
  ];
}

function roadmap(request: BundleRequest): string[] {
  const sheet = request.tarotFacts;
  const card = (key: string) => sheet.cards.find((c) => c.position.key === key);
  const bond = card("bond");
  const friction = card("friction");
  const way = card("way-forward");
  const b = firstName(request.person2.name);
  const practices = planItems({ ...sheet, cards: [bond, friction, way].filter((c): c is NonNullable<typeof c> => Boolean(c)) }, professionalsOnce, request.seed);
  return [
    `A month in four movements, built from ${listOf([bond, friction, way].filter((c): c is NonNullable<typeof c> => Boolean(c)).map(cardPhrase))}. Keep it light: the point is to practise, not to perform.`,
    [
      `- **Days 1–7 · The ritual week:** the seven days above, one a day.`,
      `- **Days 8–14 · Tend the bond${bond ? ` (${bond.card.name})` : ""}:** ${bond ? `${stripLabel(practices[0])} ` : ""}Each evening, tell each other one moment from the day when you felt close, or wished you had.`,
      `- **Days 15–21 · Work the friction${friction ? ` (${friction.card.name})` : ""}:** ${friction ? `${stripLabel(practices[1])} ` : ""}Once this week, sit down for thirty minutes with one question: “What do we each need from the other when this comes up between us?”`,
      `- **Days 22–30 · Build the way forward${way ? ` (${way.card.name})` : ""}:** ${way ? `its advice is ${quoted(instructionOf(way))}. ` : ""}Plan one shared thing for next month that serves your intention, and put it in both calendars. On day 30, read this letter again together, and tell ${b} what changed for you.`,
    ].join("\n"),
  ];
}

/** A plan item without its "**Days 1–7 · Card:**" label. */
const stripLabel = (item: string | undefined) => (item ?? "").replace(/^\*\*[^*]+\*\*\s*/, "");

export function composeCouples(request: CoupleRequest): string {
  const p1 = request.person1;
  const p2 = request.person2;
  const a = firstName(p1.name);
  const b = firstName(p2.name);
  const parts: string[] = [];
  parts.push(`Dear ${a},`);
  parts.push(`You asked the sky about you and ${b}. ${pick(ASTRA_COUPLE_OPENINGS, `${request.seed}:opening`)}`);
  parts.push(...placeNotes(request));
  parts.push("## Two skies");
  parts.push(skyLine(p1, true));
  parts.push(skyLine(p2, false));
  parts.push("## Where your charts meet");
  parts.push(...meetings(request));
  parts.push(overlays(request));
  parts.push(elementsAndTempo(request));
  parts.push("## The numbers");
  parts.push(numbers(request));
  parts.push("## Your compatibility score");
  parts.push(...score(request));
  parts.push("## A 7-day ritual plan");
  parts.push("Seven small rituals, one a day, each drawn from your charts. Begin on any day that suits you both.");
  parts.push(ritualPlan(request).map((l) => `- ${l}`).join("\n"));
  if (request.kind === "bundle") {
    parts.push("## Your shared tarot journey");
    parts.push(...tarotJourney(request));
    parts.push("## Your 30-day couples roadmap");
    parts.push(...roadmap(request));
  }
  parts.push(pick(ASTRA_CLOSINGS, `${request.seed}:closing`));
  return parts.filter(Boolean).join("\n\n");
}

/** Two or three sentences for MatchReport.reportData.summary (the portal cuts it to 200 characters). */
export function coupleSummary(request: CoupleRequest): string {
  const a = firstName(request.person1.name);
  const b = firstName(request.person2.name);
  const top = request.synastry.aspects[0];
  const contact = top ? ` Strongest contact: ${a}'s ${top.a} ${ASPECT_WORD[top.type]} ${b}'s ${top.b}.` : "";
  const lp = `${request.person1.blueprint.numerology.lifePath.value} and ${request.person2.blueprint.numerology.lifePath.value}`;
  const standing = request.synastry.selfComparison ? "the same birth chart twice, so no compatibility score" : `${percentileWords(request.synastry.score)} of random couples`;
  return `${a} (Sun in ${sign(request.person1, "Sun")}) and ${b} (Sun in ${sign(request.person2, "Sun")}): ${standing}.${contact} Life paths ${lp}.`;
}
