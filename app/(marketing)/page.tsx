import { ArrowRight, Eye, HeartHandshake, Lock, MoonStar, ShieldCheck, Sparkles, Sprout } from "lucide-react";
import { Link } from "@/components/ui/link";

import { SectionHeading } from "@/components/marketing/section-heading";
import { TestimonialCard } from "@/components/marketing/testimonial-card";
import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { Button } from "@/components/ui/button";
import { CountedLine } from "@/components/marketing/counted-line";
import { REFUND_WINDOW_DAYS } from "@/config/site";
import { everyReadingReviewed } from "@/lib/products/review-copy";
import { PERSONAS } from "@/lib/personas";
import { TESTIMONIALS } from "@/lib/testimonials";

const FEATURES = [
  {
    icon: Sparkles,
    title: "AI-Powered Readings",
    body: "Real charts, real numbers and a real shuffle, computed precisely first; then written into a reading in your oracle's voice, grounded in exactly that data.",
  },
  {
    icon: MoonStar,
    title: "Cosmic Guidance",
    body: "Astrology, numerology and tarot that speak to the question you are actually living with, and end in concrete steps for the days ahead.",
  },
  {
    icon: Eye,
    title: "Shadow Work",
    body: "Gentle prompts for the parts of you that want attention: patterns you repeat, feelings you set aside, the gifts hiding behind both.",
  },
];

const TRUST = [
  {
    icon: ShieldCheck,
    title: "Satisfaction guarantee",
    body: `If your reading doesn't resonate, reply to its email within ${REFUND_WINDOW_DAYS} days for a full refund. No forms, no questions.`,
  },
  {
    icon: Lock,
    title: "Secure and private",
    body: "Payments are handled by Stripe; we never see your card. Your birth details are used for your readings and nothing else, and never sold.",
  },
  {
    icon: HeartHandshake,
    title: "Why this matters",
    body: "Reflection is a practice, not a prediction. Our readings are for entertainment and spiritual exploration, never a substitute for medical, legal or financial advice.",
  },
];

export default function HomePage() {
  return (
    <>
      <section aria-labelledby="hero-title" className="relative mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 sm:pb-20 sm:pt-24 lg:px-8 lg:pt-28">
        <div className="grid items-center gap-14 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="border-primary/30 bg-primary/10 text-primary inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium tracking-wide">
              <Sprout className="size-3.5" aria-hidden /> Tarot · Astrology · Numerology
            </p>
            <h1 id="hero-title" className="mt-6 text-5xl leading-[1.04] font-medium tracking-tight sm:text-6xl lg:text-7xl">
              Unlock Your <span className="text-oracle-gradient pr-[0.08em] italic">Quantum</span> Path
            </h1>
            <p className="text-muted-foreground mt-6 max-w-xl text-lg leading-relaxed">
              Three oracles read your sky, your numbers and your cards, then write to you like a trusted friend would:
              honest, specific and kind. {everyReadingReviewed() ? "Handcrafted guidance" : "Guidance written for you"}, in your inbox within 24 hours.
            </p>
            <div className="mt-9 flex flex-wrap items-center gap-3">
              <Button asChild size="lg">
                <Link href="/readings">
                  Get Your Reading <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/blog">Explore Blog</Link>
              </Button>
            </div>
            <div className="mt-10 flex items-center gap-3">
              <div className="flex -space-x-2" aria-hidden>
                {PERSONAS.map((p) => (
                  <PersonaEmblem key={p.handle} handle={p.handle} className="ring-background size-9 rounded-full ring-2" />
                ))}
              </div>
              <CountedLine count="seekers" className="text-muted-foreground text-sm" data-testid="social-proof" />
            </div>
          </div>
          <HeroOrbit />
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="features-title" className="sr-only">
          What you receive
        </h2>
        <div className="grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <article key={title} className="surface surface-interactive p-7">
              <span className="bg-primary/12 text-primary inline-flex size-11 items-center justify-center rounded-xl">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-xl font-medium">{title}</h3>
              <p className="text-muted-foreground mt-2 leading-relaxed">{body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="voices-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="voices-title" eyebrow="Testimonials" title="Voices From The Collective" lead="What seekers wrote back after their readings arrived." />
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TESTIMONIALS.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </div>
      </section>

      <section aria-labelledby="oracles-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="oracles-title" eyebrow="The oracles" title="Meet Your Oracles" lead="Each reads a different language of the cosmos. Choose the one you feel drawn to, or let all three guide you." />
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          {PERSONAS.map((p) => (
            <Link
              key={p.handle}
              href={`/authors/${p.handle}`}
              data-persona-card={p.handle}
              className="surface surface-interactive group focus-visible:ring-ring flex flex-col p-7 outline-none focus-visible:ring-[3px]"
            >
              <PersonaEmblem handle={p.handle} className="size-20" />
              <h3 className="mt-6 text-2xl font-medium">{p.displayName}</h3>
              <p className="text-primary text-sm font-medium">{p.role}</p>
              <p className="text-muted-foreground mt-4 flex-1 leading-relaxed">{p.tagline}</p>
              <p className="font-display mt-6 text-lg italic">“{p.signature}”</p>
              <span className="text-primary mt-6 inline-flex items-center gap-1.5 text-sm font-medium">
                Meet {p.displayName} <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="trust-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="trust-title" eyebrow="Our promise" title="Guidance you can trust" />
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          {TRUST.map(({ icon: Icon, title, body }) => (
            <article key={title} className="surface p-7">
              <Icon className="text-primary size-6" aria-hidden />
              <h3 className="mt-4 text-lg font-medium">{title}</h3>
              <p className="text-muted-foreground mt-2 leading-relaxed">{body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="surface relative overflow-hidden px-6 py-14 text-center sm:px-12">
          <div className="bg-oracle-gradient pointer-events-none absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full opacity-25 blur-3xl" aria-hidden />
          <h2 id="cta-title" className="relative text-3xl font-medium sm:text-4xl">
            {everyReadingReviewed() ? "Handcrafted guidance" : "Guidance written for you"}, within 24 hours
          </h2>
          <p className="text-muted-foreground relative mx-auto mt-4 max-w-xl text-lg leading-relaxed">
            Ask your question tonight. Your reading is written for your question
            {everyReadingReviewed() ? ", read by a person," : ""} and lands in your inbox within 24 hours, with a plan for the month ahead.
          </p>
          <Button asChild size="lg" className="relative mt-8">
            <Link href="/readings">
              Explore Reading Options <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}

/** Decorative: three orbits, one per oracle, around a quiet centre. */
function HeroOrbit() {
  return (
    <div className="relative mx-auto hidden aspect-square w-full max-w-md sm:block" aria-hidden>
      <div className="bg-oracle-gradient absolute inset-[22%] rounded-full opacity-30 blur-3xl" />
      <svg viewBox="0 0 400 400" className="relative size-full">
        <g fill="none" stroke="currentColor" strokeOpacity="0.16">
          <circle cx="200" cy="200" r="190" />
          <circle cx="200" cy="200" r="140" strokeDasharray="2 6" />
          <circle cx="200" cy="200" r="92" />
        </g>
        <g fill="none" stroke="var(--primary)" strokeOpacity="0.5">
          <ellipse cx="200" cy="200" rx="170" ry="62" transform="rotate(-24 200 200)" />
          <ellipse cx="200" cy="200" rx="120" ry="40" transform="rotate(32 200 200)" strokeOpacity="0.35" />
        </g>
        {Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return (
            <line
              key={i}
              x1={(200 + 182 * Math.cos(a)).toFixed(2)}
              y1={(200 + 182 * Math.sin(a)).toFixed(2)}
              x2={(200 + 190 * Math.cos(a)).toFixed(2)}
              y2={(200 + 190 * Math.sin(a)).toFixed(2)}
              stroke="currentColor"
              strokeOpacity="0.35"
            />
          );
        })}
        <circle cx="200" cy="200" r="6" fill="var(--primary)" />
      </svg>
      <PersonaEmblem handle="astra" className="absolute top-[6%] left-[16%] size-20 drop-shadow-2xl" />
      <PersonaEmblem handle="numa" className="absolute top-[40%] right-[0%] size-24 drop-shadow-2xl" />
      <PersonaEmblem handle="solara" className="absolute bottom-[4%] left-[26%] size-20 drop-shadow-2xl" />
    </div>
  );
}
