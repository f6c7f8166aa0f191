import type { Metadata } from "next";

import { OfferPage } from "@/components/offers/offer-page";
import { SERIES } from "@/lib/automations/series";

const series = SERIES["weekly-number-briefing"];

export const metadata: Metadata = {
  title: series.name,
  description: "Weekly Number Briefing from Numa, free every Sunday: the numbers of your week with the working shown, personal when we know your birth date.",
  alternates: { canonical: "/offers/number-brief" },
};

export default function NumberBriefOfferPage() {
  return <OfferPage series={series} />;
}
