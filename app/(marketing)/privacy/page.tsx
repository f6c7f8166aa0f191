import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { ProsePage } from "@/components/marketing/prose-page";
import { DELIVERY_HOURS, REFUND_WINDOW_DAYS } from "@/config/site";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What The Quantum Veil collects, why, how long we keep it, and your rights.",
  alternates: { canonical: "/privacy" },
};

export default function PrivacyPage() {
  return (
    <ProsePage eyebrow="Legal" title="Privacy Policy" lead="Last updated November 2026. Plain words about what we keep and why.">
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your email, name, optional username and a securely hashed password (we never
          store or see the password itself). Password-reset and email-confirmation links are stored only as a hash and
          expire after one hour (reset) or one day (new email).
        </li>
        <li>
          <strong>Birth details</strong>: date, and optionally time and place of birth, for you and for anyone you add to a
          compatibility report. Please only add someone else&apos;s details with their permission.
        </li>
        <li>
          <strong>Your questions</strong>: the intention or question you write when ordering a reading.
        </li>
        <li>
          <strong>Orders</strong>: what you bought, the amount, and its delivery status. Card payments are handled by our
          payment processor, Stripe; we never receive or store your card number.
        </li>
        <li>
          <strong>Messages</strong>: what you send through the contact form or in reply to our emails.
        </li>
        <li>
          <strong>Preferences kept in your browser</strong>: your chosen oracle, light or dark theme, your intention and
          when you last had a reading. These stay on your device and you can clear them at any time.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <p>
        To compute your charts and numbers, write and deliver your readings by email within {DELIVERY_HOURS} hours, run your
        portal, answer your messages, process refunds, prevent abuse (for example, limiting repeated failed logins), and
        meet our legal and accounting obligations. We do not sell your data, and we do not use it for advertising.
      </p>

      <h2>How your question is read</h2>
      <p>
        Before any reading is written, our software reads your question to see whether it touches on your safety, health,
        the law, money, someone else&apos;s private life, death or timing. That decides how the reading is written, whether a
        person on our team reads it before it is sent, and, if you may be in danger, that we send you crisis lines instead
        of a reading. When an AI model is set up, your question and the facts computed for you are sent to our AI provider
        to help classify it and to write the letter; nothing is used for advertising. The people on our team who review
        readings see your question, its classification and the draft.
      </p>

      <h2>Email</h2>
      <p>
        Readings and account messages are delivered by email through our email provider. Free email series are only sent if
        you subscribe and confirm your address from the email we send you, and every one of those emails has a one-click
        unsubscribe link.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your account, reports and readings: while your account is open, so you can return to them.</li>
        <li>Order records: as long as tax and accounting law requires (typically up to seven years).</li>
        <li>Contact messages: two years, then deleted automatically.</li>
        <li>
          Copies of the emails we send you (your readings included): the full text for 180 days, so we can resend one if it
          goes astray; after that we keep only the record that an email was sent (to whom, its subject and when).
        </li>
        <li>Payment notifications from Stripe and our email provider: 90 days, then deleted.</li>
        <li>
          Records of our own background tasks (sending, writing): 30 days after they complete. A task that failed for good
          is kept for our team to look into and run again; once it has run, 30 days.
        </li>
        <li>Rate-limit counters: deleted once their window has passed (minutes).</li>
        <li>
          Addresses that bounced or marked our email as spam: kept on a do-not-send list, so we never email them again.
        </li>
      </ul>
      <p>A task runs every day to delete what has reached its limit.</p>
      <p>
        When you delete your account (in your portal, under <Link href="/portal/settings">Account settings</Link>), it
        happens at once: your profile, birth details, blueprints, compatibility reports, readings, email-series
        subscriptions, the messages you sent us from that address, the emails we sent you and your sign-ins are removed.
        Each paid order stays as a financial record, with the product, amount, currency, dates and the payment
        processor&apos;s reference, but no name, email, birth details or question. We send one last email to confirm the
        deletion, and keep that note in our email log. If a reading you paid for is still on its way, we ask you to wait
        until it arrives (or to write to us), so nothing you paid for is lost.
      </p>

      <h2>Your rights</h2>
      <p>
        In <Link href="/portal/settings">Account settings</Link> you can correct your name, birth details, email and
        password, download a copy of your data (your profile, blueprints, compatibility reports, orders with their
        readings, and email subscriptions, as one JSON file) and delete your account. For anything else, such as objecting
        to how we use your data, write to us through the <Link href="/contact">contact page</Link> and we will reply within
        30 days (usually much sooner). You may also complain to your local data protection authority.
      </p>

      <h2>Refunds and this policy</h2>
      <p>
        Our satisfaction guarantee lets you reply within {REFUND_WINDOW_DAYS} days of delivery for a full refund; see the{" "}
        <Link href="/terms">Terms of Service</Link>. If we change this policy in a way that matters, we will tell you by email
        before it takes effect.
      </p>
    </ProsePage>
  );
}
