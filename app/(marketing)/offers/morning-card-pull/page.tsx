import type { Metadata } from "next";

import { OfferPage } from "@/components/offers/offer-page";
import { SERIES } from "@/lib/automations/series";

const series = SERIES["morning-card-pull"];

export const metadata: Metadata = {
  title: series.name,
  description: "Morning Card Pull from Solara, free every morning: one tarot card drawn for you and the day, with one thing to do about it.",
  alternates: { canonical: "/offers/morning-card-pull" },
};

export default function MorningCardPullOfferPage() {
  return <OfferPage series={series} />;
}
