import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { ProsePage } from "@/components/marketing/prose-page";
import { DELIVERY_HOURS, REFUND_WINDOW_DAYS } from "@/config/site";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms for using The Quantum Veil and buying readings: delivery, refunds, and what our readings are and are not.",
  alternates: { canonical: "/terms" },
};

export default function TermsPage() {
  return (
    <ProsePage eyebrow="Legal" title="Terms of Service" lead="Last updated November 2026. By using The Quantum Veil you agree to these terms.">
      <h2>What we offer</h2>
      <p>
        The Quantum Veil offers tarot, astrology and numerology readings written in the voices of our three oracle personas,
        free tools such as the cosmic blueprint, free email series, and live sessions booked through separate checkout pages.
      </p>

      <h2>What our readings are, and are not</h2>
      <p>
        Readings are for entertainment and spiritual exploration. They are not medical, legal, financial or psychological
        advice, and they do not predict the future. You remain responsible for your decisions. You must be at least 18 years
        old to buy a reading.
      </p>

      <h2>Orders, prices and payment</h2>
      <p>
        Prices are shown in US dollars before you pay and are charged once, through Stripe. The price is set by us when the
        order is created; nothing you change in your browser can alter it. Live sessions are scheduled with you by email after
        purchase.
      </p>

      <h2>Delivery</h2>
      <p>
        Written readings are delivered by email to the address you give within {DELIVERY_HOURS} hours of payment, usually much
        sooner. Please check your spam folder; if your reading has not arrived in {DELIVERY_HOURS} hours, contact us and we will
        resend it or refund you.
      </p>

      <h2>Satisfaction guarantee and refunds</h2>
      <p>
        If a reading does not resonate with you, reply to its email within {REFUND_WINDOW_DAYS} days of delivery and we will
        refund you in full. No forms, no questions. Refunds go back to the original payment method and usually appear within
        5 to 10 business days. For live sessions, you may cancel for a full refund up to 24 hours before the session.
      </p>

      <h2>Your account</h2>
      <p>
        Keep your password to yourself and tell us if you think someone else has used your account. Only enter other
        people&apos;s birth details with their permission. We may suspend accounts used for abuse, fraud or to harm others.
      </p>

      <h2>Our content</h2>
      <p>
        Readings we write for you are yours to keep and share for personal use. Our blog posts, card art, oracle personas and
        software remain ours; please don&apos;t republish them without permission.
      </p>

      <h2>Liability</h2>
      <p>
        We take care to compute charts and numbers accurately and to deliver on time, but the service is provided as is. To
        the extent the law allows, our liability for any claim is limited to the amount you paid for the order concerned.
        Nothing in these terms limits rights you have under consumer protection law.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms; material changes will be announced by email before they take effect. Questions? Reach us
        through the <Link href="/contact">contact page</Link>. See also our <Link href="/privacy">Privacy Policy</Link>.
      </p>
    </ProsePage>
  );
}
