import { Clock, Lock, ShieldCheck } from "lucide-react";
import type { Metadata } from "next";

import { SectionHeading } from "@/components/marketing/section-heading";
import { TestimonialCard } from "@/components/marketing/testimonial-card";
import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { ReadingShop } from "@/components/shop/reading-shop";
import { ShopGreeting } from "@/components/shop/shop-greeting";
import { CountedLine } from "@/components/marketing/counted-line";
import { DELIVERY_HOURS, REFUND_WINDOW_DAYS } from "@/config/site";
import { PERSONAS } from "@/lib/personas";
import { READING_PRODUCTS } from "@/lib/products/catalogue";
import { everyReadingReviewed } from "@/lib/products/review-copy";
import { SHOP_TESTIMONIALS } from "@/lib/testimonials";

export const metadata: Metadata = {
  title: "Readings",
  description: `A three-card tarot reading, a couples compatibility report or the couples bundle from Astra, Numa and Solara: ${everyReadingReviewed() ? "hand-crafted, read by a person and" : "written for your question and"} delivered by email within 24 hours.`,
  alternates: { canonical: "/readings" },
};

const PROMISES = [
  {
    icon: Clock,
    title: `In your inbox within ${DELIVERY_HOURS} hours`,
    body: everyReadingReviewed() ? "Every reading is written for you and read by a person before it is delivered by email." : "Every reading is written for your question from what was drawn and computed for you, then delivered by email.",
  },
  { icon: ShieldCheck, title: "Satisfaction guarantee", body: `Reply within ${REFUND_WINDOW_DAYS} days of your reading for a full refund.` },
  { icon: Lock, title: "Secure checkout", body: "Payments are handled by Stripe; we never see your card." },
];

export default function ReadingsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8">
      <header className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="lg:max-w-3xl">
          <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">Readings</p>
          <h1 className="mt-3 text-4xl leading-[1.08] font-medium tracking-tight sm:text-5xl lg:text-6xl">
            Choose Your <span className="text-oracle-gradient pr-[0.06em] italic">Quantum</span> Reading
          </h1>
          <p className="text-muted-foreground mt-5 max-w-2xl text-lg leading-relaxed">
            Real cards, real charts and real numbers, read for your question by the oracle who speaks its language. Pick a reading, tell us what
            matters, and it arrives {everyReadingReviewed() ? "hand-crafted" : "in your inbox"} within {DELIVERY_HOURS} hours.
          </p>
          <div className="mt-7 flex items-center gap-3">
            <div className="flex -space-x-2" aria-hidden>
              {PERSONAS.map((p) => (
                <PersonaEmblem key={p.handle} handle={p.handle} className="ring-background size-8 rounded-full ring-2" />
              ))}
            </div>
            <CountedLine count="clarity" className="text-muted-foreground text-sm" data-testid="clarity-count" />
          </div>
        </div>
        <ShopGreeting className="lg:w-sm lg:shrink-0" />
      </header>

      <div className="mt-12 sm:mt-14">
        <ReadingShop products={READING_PRODUCTS} />
      </div>

      <section aria-label="Our promise" className="mt-20 grid gap-4 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, body }) => (
          <div key={title} className="flex gap-4 rounded-xl border border-dashed p-5">
            <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{body}</p>
            </div>
          </div>
        ))}
      </section>

      <section aria-labelledby="shop-voices-title" className="py-20">
        <SectionHeading id="shop-voices-title" eyebrow="Seekers" title="Readings that met them where they were" lead="What seekers wrote back after their readings arrived." />
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          {SHOP_TESTIMONIALS.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </div>
      </section>
    </div>
  );
}
