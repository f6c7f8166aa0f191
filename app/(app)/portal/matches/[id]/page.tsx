import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ChartWheel } from "@/components/oracle/chart-wheel";
import { LoginRequired } from "@/components/portal/login-required";
import { ChartTablePanel, ReportPage } from "@/components/portal/report-page";
import { ReadingBody } from "@/components/readings/reading-body";
import { Badge } from "@/components/ui/badge";
import { getCurrentUser } from "@/lib/auth/current-user";
import { percentileMeaning, percentileWords, SUB_LABEL, SUB_SCORE_NAMES, type SubScoreName } from "@/lib/oracle/synastry";
import { getMatchReportDetail, type MatchPersonView, type MatchSynastryView } from "@/lib/reports/get-match-report-detail";

export const metadata: Metadata = { title: "Compatibility Report", robots: { index: false } };

const ASPECT_WORD: Record<string, string> = { conjunction: "conjunct", sextile: "sextile", square: "square", trine: "trine", opposition: "opposite" };

export default async function MatchDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return <LoginRequired />;
  const { id } = await params;
  const detail = await getMatchReportDetail(user.id, id);
  if (!detail) notFound();
  const { report, reading, person1, person2, synastry } = detail;
  const you = person1?.name ?? "You";

  return (
    <ReportPage
      eyebrow="Compatibility report"
      title={`${you} & ${report.partnerName}`}
      subtitle={report.reportData.summary}
      aside={
        <>
          {synastry && !synastry.selfComparison ? <ScoreRing score={synastry.score} percentile={synastry.subScores !== null} /> : null}
          {report.deliveredAt ? <Badge variant="glow">Delivered</Badge> : null}
        </>
      }
    >

      {person1?.natal || person2?.natal ? (
        <section aria-labelledby="charts-title" className="mt-10">
          <h2 id="charts-title" className="text-2xl font-medium">
            Two skies
          </h2>
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            {[person1, person2].map((p, i) => (p ? <PersonChart key={i} person={p} idPrefix={`match-${i}`} /> : null))}
          </div>
        </section>
      ) : null}

      {synastry ? <SubScores synastry={synastry} /> : null}

      {synastry ? (
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="reasons-title" className="surface p-5 sm:p-7">
            <h2 id="reasons-title" className="text-2xl font-medium">
              {synastry.selfComparison ? "Why there is no score" : `Why the score is ${synastry.score}`}
            </h2>
            <ul className="mt-5 grid gap-2">
              {synastry.reasons.map((r) => (
                <li key={r.text} className="bg-background/40 flex items-start justify-between gap-4 rounded-lg border px-3 py-2 text-sm">
                  <span>{r.text}</span>
                  <span className={r.points >= 0 ? "text-primary shrink-0 font-medium" : "text-destructive shrink-0 font-medium"}>
                    {r.points >= 0 ? "+" : "−"}
                    {Math.abs(r.points).toFixed(1)}
                  </span>
                </li>
              ))}
            </ul>
            {synastry.lifePaths ? (
              <p className="text-muted-foreground mt-5 text-sm leading-relaxed">
                <span className="text-foreground font-medium">
                  Life paths {synastry.lifePaths.a} &amp; {synastry.lifePaths.b}:
                </span>{" "}
                {synastry.lifePaths.text}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="contacts-title" className="surface p-5 sm:p-7">
            <h2 id="contacts-title" className="text-2xl font-medium">
              Strongest contacts
            </h2>
            <ul className="mt-5 grid gap-2">
              {synastry.contacts.map((a) => (
                <li key={`${a.a}-${a.type}-${a.b}`} className="bg-background/40 flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
                  <span>
                    {you}&apos;s {a.a} {ASPECT_WORD[a.type] ?? a.type} {report.partnerName}&apos;s {a.b}
                  </span>
                  <span className={a.nature === "tense" ? "text-destructive text-xs" : "text-primary text-xs"}>{a.orb.toFixed(1)}°</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 grid gap-4 sm:grid-cols-2">
              <ElementBars name={you} balance={synastry.balance.a} />
              <ElementBars name={report.partnerName} balance={synastry.balance.b} />
            </div>
          </section>
        </div>
      ) : null}

      {reading ? (
        <section aria-labelledby="reading-title" className="surface mt-8 p-5 sm:p-9">
          <h2 id="reading-title" className="text-3xl font-medium">
            {reading.subject}
          </h2>
          <div className="mt-6">
            <ReadingBody source={reading.body} />
          </div>
        </section>
      ) : null}
    </ReportPage>
  );
}

function PersonChart({ person, idPrefix }: { person: MatchPersonView; idPrefix: string }) {
  return (
    <figure className="surface min-w-0 p-4 sm:p-6">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span className="font-display min-w-0 text-xl [overflow-wrap:anywhere]">{person.name}</span>
        {person.lifePath ? <Badge variant="glow">Life Path {person.lifePath}</Badge> : null}
      </figcaption>
      <p className="text-muted-foreground mt-1 text-xs">
        {person.dob} · {person.tob} · {person.pob}
      </p>
      {person.natal ? (
        <>
          <ChartWheel chart={person.natal.chart} idPrefix={idPrefix} title={`Birth chart for ${person.name}`} className="mx-auto mt-4 w-full max-w-[440px]" />
          <ChartTablePanel id={`${idPrefix}-placements`} chart={person.natal.chart} caption={`${person.name}: placements, with signs, degrees and houses`} className="mt-5 border-t pt-4 text-sm" />
        </>
      ) : (
        <p className="text-muted-foreground mt-4 text-sm">We couldn&apos;t place this birth on the map, so this report reads the numbers and the planets without houses.</p>
      )}
    </figure>
  );
}

function ElementBars({ name, balance }: { name: string; balance: MatchSynastryView["balance"]["a"] }) {
  const entries = Object.entries(balance.elements);
  const max = Math.max(1, ...entries.map(([, v]) => v));
  return (
    <div>
      <p className="text-sm font-medium">{name}</p>
      <dl className="mt-2 grid gap-1.5">
        {entries.map(([element, value]) => (
          <div key={element} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-xs">
            <dt className="text-muted-foreground capitalize">{element}</dt>
            <dd className="bg-muted h-2 overflow-hidden rounded-full">
              <span className="bg-primary block h-full rounded-full" style={{ width: `${(value / max) * 100}%` }} />
              <span className="sr-only">{value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What each sub-score counts, in the model's terms (lib/oracle/synastry). */
const SUB_SCORE_HINT: Record<SubScoreName, string> = {
  attraction: "Venus and Mars, the Sun, and planets on each other's Ascendant or Descendant.",
  emotionalEase: "The Moons, Sun and Moon, and Moon with Venus.",
  communication: "Mercury with the other's Mercury, Sun or Moon.",
  stability: "Saturn and Jupiter with the other's Sun, Moon or Venus, and Sun with Sun.",
  friction: "Squares and oppositions, above all from Mars, Saturn or Pluto. Higher means more friction.",
};

/** The five sub-scores of the calibrated model, each as a number with a bar; the bar is only decoration. */
function SubScores({ synastry }: { synastry: MatchSynastryView }) {
  const { subScores, score, selfComparison } = synastry;
  if (!subScores) return null;
  return (
    <section aria-labelledby="subscores-title" className="surface mt-8 p-5 sm:p-7" data-testid="match-subscores">
      <h2 id="subscores-title" className="text-2xl font-medium">
        What the score is made of
      </h2>
      <p className="text-muted-foreground mt-2 max-w-prose text-sm leading-relaxed">
        {selfComparison ? (
          "These are the same birth chart twice, so there is no compatibility score: every planet meets its twin, which says nothing about two people. The sub-scores below only describe that one chart meeting itself."
        ) : (
          <>
            <span className="text-foreground font-medium">
              {score}: {percentileWords(score)}.
            </span>{" "}
            {percentileMeaning(score)} Each sub-score runs from 0 to 100.
          </>
        )}
      </p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        {SUB_SCORE_NAMES.map((name) => (
          <div key={name} className="bg-background/40 grid content-start gap-2 rounded-lg border p-3" data-testid={`subscore-${name}`}>
            <dt className="text-sm font-medium first-letter:uppercase">{SUB_LABEL[name]}</dt>
            <dd className="grid gap-2">
              <span className="font-display text-2xl leading-none">
                {subScores[name]}
                <span className="text-muted-foreground font-sans text-xs"> / 100</span>
              </span>
              <span className="bg-muted block h-1.5 overflow-hidden rounded-full" aria-hidden>
                <span className={name === "friction" ? "bg-destructive/70 block h-full rounded-full" : "bg-primary block h-full rounded-full"} style={{ width: `${subScores[name]}%` }} />
              </span>
              <span className="text-muted-foreground text-xs leading-relaxed">{SUB_SCORE_HINT[name]}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ScoreRing({ score, percentile }: { score: number; percentile: boolean }) {
  const r = 30;
  const c = 2 * Math.PI * r;
  return (
    <svg viewBox="0 0 72 72" className="size-20" role="img" aria-label={percentile ? `Compatibility score ${score}: ${percentileWords(score)} of random couples` : `Compatibility score ${score} out of 100`}>
      <circle cx="36" cy="36" r={r} fill="none" stroke="var(--muted)" strokeWidth="6" />
      <circle cx="36" cy="36" r={r} fill="none" stroke="var(--primary)" strokeWidth="6" strokeLinecap="round" strokeDasharray={`${(score / 100) * c} ${c}`} transform="rotate(-90 36 36)" />
      <text x="36" y="41" textAnchor="middle" fontSize="16" fill="currentColor" className="font-display">
        {score}
      </text>
    </svg>
  );
}
