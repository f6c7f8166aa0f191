"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { CalendarDays, Hash, Moon, Sparkles } from "lucide-react";

import { TarotCardFace } from "@/components/oracle/tarot-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { browserTimeZone } from "@/hooks/use-time-zones";
import { useClientValue, useMounted } from "@/hooks/use-client-value";
import { apiGet, apiPost } from "@/lib/api-client";
import { cardById } from "@/lib/oracle/tarot";
import type {
  SkyCalendarDto,
  SkyEventDto,
  SkyTodayDto,
  TransitDto,
} from "@/lib/sky/types";
import { longDate } from "@/lib/time-zones";

import { EmptyState, PortalSection } from "./portal-section";

const NO_ZONE = "";

/**
 * The seeker's zone from the browser, once hydrated (null before): the calls wait for it, so the
 * day is the seeker's own. A browser that names no zone sends none, and the API uses the birthplace's.
 */
function useSeekerZone(): string | null {
  const zone = useClientValue(browserTimeZone, NO_ZONE);
  return useMounted() ? zone : null;
}

const withZone = (path: string, tz: string) =>
  tz
    ? `${path}${path.includes("?") ? "&" : "?"}tz=${encodeURIComponent(tz)}`
    : path;

function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function localClock(iso: string, tz: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: tz,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** The portal's Today tab: the seeker's sky for their local day and the next thirty days. */
export function TodayView() {
  const zone = useSeekerZone();
  const tz = zone ?? NO_ZONE;
  const today = useQuery({
    queryKey: ["sky", "today", tz],
    queryFn: ({ signal }) =>
      apiGet<SkyTodayDto>(withZone("/api/sky/today", tz), signal),
    enabled: zone !== null,
  });
  const calendar = useQuery({
    queryKey: ["sky", "calendar", 30, tz],
    queryFn: ({ signal }) =>
      apiGet<SkyCalendarDto>(withZone("/api/sky/calendar?days=30", tz), signal),
    enabled: zone !== null,
  });

  if (today.isPending) {
    return (
      <div
        className="flex min-h-[40vh] flex-col items-center justify-center gap-4"
        aria-busy="true"
      >
        <Spinner className="text-primary size-8" label="Loading" />
        <p className="text-muted-foreground">
          Reading today&apos;s sky against your chart...
        </p>
      </div>
    );
  }
  if (today.isError) {
    return (
      <p
        role="alert"
        className="border-destructive/40 text-destructive rounded-xl border p-6 text-center"
      >
        {today.error.message}{" "}
        <button
          className="underline underline-offset-4"
          onClick={() => void today.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  const sky = today.data;
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        {longDate(sky.localDate)} · times in {sky.timezone.replace(/_/g, " ")}
        {sky.blueprint ? ` · from the blueprint “${sky.blueprint.name}”` : ""}
      </p>
      {sky.note ? (
        <p
          className="bg-background/40 rounded-xl border p-4 text-sm leading-relaxed"
          data-testid="no-time-note"
        >
          {sky.note}
        </p>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Headline
          headline={sky.headline}
          tz={sky.timezone}
          secondary={sky.secondary}
        />
        <div className="grid content-start gap-6">
          <MoonCard sky={sky} />
          <DayNumberCard sky={sky} />
          <CardOfTheDay sky={sky} />
        </div>
      </div>

      <PortalSection
        id="calendar-title"
        title="The next 30 days"
        description="Exact transits, stations and lunations in your chart, on your clock. Open one for a few words."
      >
        {calendar.isPending ? (
          <div className="flex items-center gap-3" aria-busy="true">
            <Spinner className="text-primary size-5" label="Loading" />{" "}
            <span className="text-muted-foreground text-sm">
              Timing the next thirty days...
            </span>
          </div>
        ) : calendar.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {calendar.error.message}
          </p>
        ) : calendar.data.events.length ? (
          <Calendar events={calendar.data.events} />
        ) : (
          <EmptyState>
            No exact transits in the next thirty days: a quiet month in your
            sky.
          </EmptyState>
        )}
        <CalendarFeed />
      </PortalSection>
    </div>
  );
}

function Headline({
  headline,
  secondary,
  tz,
}: {
  headline: TransitDto | null;
  secondary: TransitDto[];
  tz: string;
}) {
  return (
    <section
      aria-labelledby="headline-title"
      className="surface p-5 sm:p-7"
      data-testid="headline"
    >
      <p className="text-primary flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase">
        <Sparkles aria-hidden className="size-4" /> Astra · today&apos;s
        headline
      </p>
      {headline ? (
        <>
          <h2
            id="headline-title"
            className="mt-3 text-3xl font-medium sm:text-4xl"
          >
            {headline.title}
          </h2>
          <p className="text-muted-foreground mt-2 text-sm">
            {headline.applying ? "Building" : "Easing"} ·{" "}
            {headline.orb.toFixed(2)}° from exact
            {headline.exact ? ` · exact ${localClock(headline.exact, tz)}` : ""}
            {headline.house ? ` · ${ordinal(headline.house)} house` : ""}
          </p>
          <p className="mt-4 max-w-[65ch] text-lg leading-relaxed">
            {headline.text}
          </p>
        </>
      ) : (
        <>
          <h2 id="headline-title" className="mt-3 text-3xl font-medium">
            A quiet sky
          </h2>
          <p className="text-muted-foreground mt-4 leading-relaxed">
            No planet is within orb of your chart today. Good weather for
            ordinary, steady work.
          </p>
        </>
      )}
      {secondary.length ? (
        <ul
          className="mt-6 grid gap-3 border-t pt-5"
          aria-label="Also in your sky"
        >
          {secondary.map((t) => (
            <li key={t.id} data-testid="secondary-transit">
              <p className="font-medium">{t.title}</p>
              <p className="text-muted-foreground mt-1 text-sm leading-relaxed">
                {t.text}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MoonCard({ sky }: { sky: SkyTodayDto }) {
  return (
    <section
      aria-labelledby="moon-title"
      className="surface p-5 sm:p-6"
      data-testid="moon-today"
    >
      <h2
        id="moon-title"
        className="flex items-center gap-2 text-xl font-medium"
      >
        <Moon aria-hidden className="text-primary size-5" /> The Moon today
      </h2>
      <p className="mt-3 text-2xl">
        {sky.moon.sign}
        {sky.moon.house ? (
          <span className="text-muted-foreground">
            {" "}
            · your {ordinal(sky.moon.house)} house
          </span>
        ) : null}
      </p>
      {sky.moon.ingress ? (
        <p className="text-muted-foreground mt-1 text-sm">
          Enters {sky.moon.ingress.sign} at {sky.moon.ingress.localTime}
        </p>
      ) : null}
      <p className="mt-3 text-sm leading-relaxed">{sky.moon.text}</p>
    </section>
  );
}

function DayNumberCard({ sky }: { sky: SkyTodayDto }) {
  return (
    <section
      aria-labelledby="day-number-title"
      className="surface p-5 sm:p-6"
      data-testid="day-number"
    >
      <h2
        id="day-number-title"
        className="flex items-center gap-2 text-xl font-medium"
      >
        <Hash aria-hidden className="text-primary size-5" /> Numa · your day
        number
      </h2>
      <p className="mt-3 flex items-baseline gap-3">
        <span className="font-display text-5xl">{sky.dayNumber.value}</span>
        <span className="text-lg">{sky.dayNumber.title}</span>
      </p>
      <p className="text-muted-foreground mt-2 text-sm">
        Personal day: {sky.dayNumber.working}.{" "}
        {capitalised(sky.dayNumber.keywords.join(", "))}.
      </p>
    </section>
  );
}

function CardOfTheDay({ sky }: { sky: SkyTodayDto }) {
  const card = cardById(sky.card.id);
  return (
    <section
      aria-labelledby="card-title"
      className="surface p-5 sm:p-6"
      data-testid="morning-card"
    >
      <h2 id="card-title" className="text-xl font-medium">
        Solara · your morning card
      </h2>
      <div className="mt-4 flex gap-4">
        {card ? (
          <div className="w-20 shrink-0 sm:w-28">
            <TarotCardFace
              card={card}
              reversed={sky.card.reversed}
              showName={false}
              className="block h-auto w-full"
            />
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-lg font-medium">
            {sky.card.name}
            {sky.card.reversed ? ", reversed" : ""}
          </p>
          <p className="text-muted-foreground mt-1 text-sm">
            {sky.card.keywords.join(" · ")}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{sky.card.meaning}</p>
        </div>
      </div>
    </section>
  );
}

function Calendar({ events }: { events: SkyEventDto[] }) {
  const byDay = new Map<string, SkyEventDto[]>();
  for (const e of events)
    byDay.set(e.localDate, [...(byDay.get(e.localDate) ?? []), e]);
  return (
    <ol className="gap-8 lg:columns-2" data-testid="sky-calendar">
      {[...byDay].map(([date, list]) => (
        <li key={date} className="mb-4 break-inside-avoid">
          <h3 className="text-muted-foreground flex items-center gap-2 text-xs font-semibold tracking-[0.15em] uppercase">
            <CalendarDays aria-hidden className="size-3.5" /> {longDate(date)}
          </h3>
          <ul className="mt-2 grid gap-1.5">
            {list.map((e) => (
              <li key={e.id} id={e.id} data-testid="calendar-event">
                <details className="group bg-background/40 rounded-lg border">
                  <summary className="focus-visible:ring-ring flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-lg px-3 py-2 text-sm focus-visible:ring-2 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                    <span className="text-muted-foreground w-12 shrink-0 tabular-nums">
                      {e.localTime}
                    </span>
                    <span className="min-w-0 flex-1">{e.title}</span>
                    <span
                      aria-hidden
                      className="text-muted-foreground transition-transform group-open:rotate-90"
                    >
                      ›
                    </span>
                  </summary>
                  <p className="px-3 pb-3 text-sm leading-relaxed sm:pl-[4.5rem]">
                    {e.text}
                  </p>
                </details>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** A private .ics link of the seeker's exact transits, for their own calendar app. */
function CalendarFeed() {
  const feed = useMutation({
    mutationFn: () => apiPost<{ url: string }>("/api/sky/feed"),
  });
  return (
    <div className="mt-6 border-t pt-5">
      <h3 className="font-medium">In your own calendar</h3>
      <p className="text-muted-foreground mt-1 text-sm">
        A private link your calendar app can subscribe to. Making a new one
        retires the old.
      </p>
      {feed.data ? (
        <div className="mt-3 grid gap-1.5">
          <Label htmlFor="sky-feed-url">Your private calendar link</Label>
          <Input
            id="sky-feed-url"
            readOnly
            value={feed.data.url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="sky-feed-url"
          />
        </div>
      ) : null}
      {feed.isError ? (
        <p role="alert" className="text-destructive mt-2 text-sm">
          {feed.error.message}
        </p>
      ) : null}
      <Button
        className="mt-3"
        variant="outline"
        disabled={feed.isPending}
        onClick={() => feed.mutate()}
      >
        {feed.isPending
          ? "Making your link..."
          : feed.data
            ? "Make a new link"
            : "Make a private calendar link"}
      </Button>
    </div>
  );
}
