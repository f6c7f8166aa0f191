import type { Metadata } from "next";

import { OfferPage } from "@/components/offers/offer-page";
import { SERIES } from "@/lib/automations/series";

const series = SERIES["daily-transit-digest"];

export const metadata: Metadata = {
  title: series.name,
  description: "Daily Transit Digest from Astra, free every morning before 7am in your time zone: the Moon, the aspects and a practice for your day.",
  alternates: { canonical: "/offers/astro-digest" },
};

export default function AstroDigestOfferPage() {
  return <OfferPage series={series} />;
}
