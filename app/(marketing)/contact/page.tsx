import { Clock, Mail, ShieldCheck } from "lucide-react";
import type { Metadata } from "next";

import { ContactForm } from "@/components/contact/contact-form";
import { CONTACT_REPLY_HOURS, REFUND_WINDOW_DAYS } from "@/config/site";

export const metadata: Metadata = {
  title: "Contact",
  description: "Write to The Quantum Veil team. We reply within 24 hours.",
  alternates: { canonical: "/contact" },
};

export default function ContactPage() {
  return (
    <section className="mx-auto grid max-w-6xl gap-12 px-4 pt-16 pb-8 sm:px-6 sm:pt-24 lg:grid-cols-[1fr_1.2fr] lg:px-8">
      <div>
        <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">Contact</p>
        <h1 className="mt-3 text-4xl leading-tight font-medium sm:text-5xl">Write to the studio</h1>
        <p className="text-muted-foreground mt-5 text-lg leading-relaxed">
          A question about a reading, an order, or your data? A real person reads every message.
        </p>
        <ul className="mt-10 grid gap-5">
          <li className="flex gap-4">
            <Clock className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <span className="block font-medium">Replies within {CONTACT_REPLY_HOURS} hours</span>
              <span className="text-muted-foreground text-sm">Usually the same day.</span>
            </span>
          </li>
          <li className="flex gap-4">
            <ShieldCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <span className="block font-medium">Satisfaction guarantee</span>
              <span className="text-muted-foreground text-sm">Reply within {REFUND_WINDOW_DAYS} days of a reading for a full refund.</span>
            </span>
          </li>
          <li className="flex gap-4">
            <Mail className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <span className="block font-medium">About a reading?</span>
              <span className="text-muted-foreground text-sm">Replying to its email works too.</span>
            </span>
          </li>
        </ul>
      </div>
      <ContactForm />
    </section>
  );
}
