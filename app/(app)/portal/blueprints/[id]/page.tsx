import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { bodyName, ChartWheel } from "@/components/oracle/chart-wheel";
import { AstroGlyph } from "@/components/oracle/glyphs/astro-glyph";
import { LoginRequired } from "@/components/portal/login-required";
import { ChartTablePanel, ReportPage } from "@/components/portal/report-page";
import { Badge } from "@/components/ui/badge";
import { getCurrentUser } from "@/lib/auth/current-user";
import { formatCalendarDate } from "@/lib/dates";
import { isTransliterated, KARMIC_DEBT_MEANINGS, meaningOf, positionMeaning, type NumberPosition, type NumerologyNumber } from "@/lib/oracle/numerology";
import { getSoloReportDetail } from "@/lib/reports/get-solo-report-detail";

export const metadata: Metadata = { title: "Cosmic Blueprint", robots: { index: false } };

export default async function BlueprintDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return <LoginRequired />;
  const { id } = await params;
  const detail = await getSoloReportDetail(user.id, id);
  if (!detail) notFound();
  const { report, natal, numerology } = detail;
  const { chart, receipt } = natal;
  const born = formatCalendarDate(report.dob, "long");
  const numbers: [string, NumerologyNumber | null, NumberPosition][] = [
    ["Life Path", numerology.lifePath, "lifePath"],
    ["Expression", numerology.expression, "expression"],
    ["Soul Urge", numerology.soulUrge, "soulUrge"],
    ["Personality", numerology.personality, "personality"],
    ["Birthday", numerology.birthday, "birthday"],
    [`Personal Year ${numerology.personalYearFor}`, numerology.personalYear, "personalYear"],
  ];

  return (
    <ReportPage
      eyebrow="Cosmic blueprint"
      title={report.name}
      subtitle={`${born} · ${report.tob} · ${report.pob}`}
      aside={<Badge variant="glow">Life Path {numerology.lifePath.value}</Badge>}
    >

      <p className="mt-8 max-w-[70ch] text-lg leading-relaxed">{report.reportData.summary}</p>

      <section aria-labelledby="chart-title" className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <h2 id="chart-title" className="sr-only">
          Natal chart
        </h2>
        <div className="surface p-3 sm:p-6 print:border-0 print:p-0">
          <ChartWheel chart={chart} idPrefix="blueprint" title={`Birth chart for ${report.name}, ${born}, ${report.tob}, ${report.pob}`} className="mx-auto w-full max-w-[560px]" />
        </div>
        <ChartTablePanel id="blueprint-placements" chart={chart} caption="Placements, with signs, degrees and houses" className="surface p-4 sm:p-6" />
      </section>

      <section aria-labelledby="aspects-title" className="surface mt-8 p-5 sm:p-7">
        <h2 id="aspects-title" className="text-2xl font-medium">
          Major aspects
        </h2>
        {chart.aspects.length ? (
          <ul className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {chart.aspects.map((a) => (
              <li key={`${a.a}-${a.type}-${a.b}`} className="bg-background/40 flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
                <span className="inline-flex flex-wrap items-center gap-x-1.5">
                  {bodyName(a.a)} <AstroGlyph glyph={{ aspect: a.type }} className={a.nature === "tense" ? "text-destructive" : "text-primary"} />
                  <span className="sr-only"> {a.type} </span> {bodyName(a.b)}
                </span>
                <span className="text-muted-foreground text-xs">
                  {a.orb.toFixed(2)}° {a.phase}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground mt-4">No major aspects within orb.</p>
        )}
      </section>

      <section aria-labelledby="numbers-title" className="surface mt-8 p-5 sm:p-7">
        <h2 id="numbers-title" className="text-2xl font-medium">
          Numerology profile
        </h2>
        {numerology.nameAsCounted && isTransliterated(report.name) ? (
          <p className="text-muted-foreground mt-2 text-sm">
            The table is Latin, so Numa counted “{report.name}” as <span className="font-mono">{numerology.nameAsCounted}</span>.
          </p>
        ) : null}
        <dl className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2">
          {numbers.map(([label, n, position]) => {
            if (!n) {
              return (
                <div key={label} className="bg-background/40 rounded-xl border border-dashed p-4">
                  <dt className="flex items-baseline justify-between gap-3">
                    <span className="font-medium">{label}</span>
                    <span className="text-muted-foreground text-sm">left out</span>
                  </dt>
                  <dd className="text-muted-foreground mt-2 text-sm leading-relaxed">{numerology.omission}</dd>
                </div>
              );
            }
            const meaning = meaningOf(n.value);
            return (
              <div key={label} className="bg-background/40 rounded-xl border p-4">
                <dt className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{label}</span>
                  <span className="font-display text-primary text-3xl">{n.value}</span>
                </dt>
                <dd className="mt-2 text-sm leading-relaxed">
                  <span className="font-medium">{meaning.title}.</span> {positionMeaning(position, n.value)}
                  {n.karmicDebt ? <span className="mt-2 block">{KARMIC_DEBT_MEANINGS[n.karmicDebt]}</span> : null}
                  <span className="text-muted-foreground mt-2 block font-mono text-xs [overflow-wrap:anywhere]">{n.working}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section aria-labelledby="receipt-title" className="text-muted-foreground mt-8 text-sm">
        <h2 id="receipt-title" className="text-foreground font-sans text-base font-semibold">
          Calculation receipt
        </h2>
        <p className="mt-2 leading-relaxed">
          Cast for {receipt.utc.replace("T", " ").replace(/\.\d+Z$/, "Z")} (local {receipt.localDate} {receipt.localTimeUsed}, {receipt.timezone} {receipt.offset}) at{" "}
          {receipt.place.latitude.toFixed(4)}°, {receipt.place.longitude.toFixed(4)}°; {receipt.houseSystem ?? "no"} houses, {receipt.zodiac} zodiac. {receipt.ephemeris}.
        </p>
        <p className="mt-1">
          Offset UTC{receipt.offset} from {receipt.timeSource.label}
          {receipt.timeSource.citation ? ` (source: ${receipt.timeSource.citation})` : ""}.
        </p>
        {receipt.warnings.map((w) => (
          <p key={w} className="mt-1">
            {w}
          </p>
        ))}
      </section>
    </ReportPage>
  );
}
