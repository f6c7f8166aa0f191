import { ArrowDown, CalendarClock } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { LiveSessionForm } from "@/components/shop/live-session-form";
import { ProductDetails } from "@/components/shop/product-details";
import { Button } from "@/components/ui/button";
import { LIVE_SESSIONS } from "@/lib/products/catalogue";
import { LIVE_SESSION_PRODUCT_IDS, type LiveSessionProductId } from "@/lib/products/ids";
import { personaOrDefault } from "@/lib/personas";

interface LiveSessionPageProps {
  params: Promise<{ product: string }>;
}

// The three live sessions are pre-rendered; any other product is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return LIVE_SESSION_PRODUCT_IDS.map((product) => ({ product }));
}

function sessionFor(product: string) {
  return (LIVE_SESSION_PRODUCT_IDS as readonly string[]).includes(product) ? LIVE_SESSIONS[product as LiveSessionProductId] : undefined;
}

export async function generateMetadata({ params }: LiveSessionPageProps): Promise<Metadata> {
  const session = sessionFor((await params).product);
  if (!session) return {};
  return {
    title: session.name,
    description: `${session.subtitle} ${session.priceLabel}.`,
    alternates: { canonical: `/checkout/${session.id}` },
  };
}

export default async function LiveSessionCheckoutPage({ params }: LiveSessionPageProps) {
  const session = sessionFor((await params).product);
  if (!session) notFound();
  const oracle = personaOrDefault(session.persona);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-primary inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase">
          <CalendarClock className="size-4" aria-hidden /> Live session with {oracle.displayName}
        </p>
        <h1 className="mt-3 text-4xl leading-[1.08] font-medium tracking-tight sm:text-5xl">{session.name}</h1>
        <p className="text-muted-foreground mt-5 text-lg leading-relaxed">{session.subtitle}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-baseline gap-2">
            <span className="font-display text-4xl font-medium" data-testid="live-price">
              {session.priceLabel}
            </span>
            <span className="text-muted-foreground text-sm">one-time</span>
          </p>
          <span className="border-primary/40 bg-primary/10 text-primary rounded-full border px-3 py-1 text-sm font-medium">{session.format}</span>
        </div>
        {/* On phones the form sits below the details: one tap takes the decided straight to it. */}
        <Button asChild size="lg" className="mt-7 lg:hidden">
          <a href="#reserve">
            Reserve your spot <ArrowDown aria-hidden />
          </a>
        </Button>
      </header>

      <div className="mt-12 grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-14">
        <ProductDetails
          persona={session.persona}
          title={session.heroTitle}
          description={session.invitation}
          features={session.includes}
          process={session.process}
          featuresTitle="What's included"
        />
        <div id="reserve" className="surface scroll-mt-24 p-6 sm:p-8 lg:sticky lg:top-24">
          <div className="mb-6 flex items-center gap-4 border-b pb-5">
            <PersonaEmblem handle={oracle.handle} className="size-12 shrink-0" />
            <div>
              <h2 className="text-2xl font-medium">Reserve your spot</h2>
              <p className="text-muted-foreground text-sm">
                {session.priceLabel} · {session.format}
              </p>
            </div>
          </div>
          <LiveSessionForm product={session.id} oracleName={oracle.displayName} intentionPlaceholder={session.intentionPlaceholder} />
        </div>
      </div>
    </div>
  );
}
