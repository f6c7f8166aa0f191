/**
 * Paid orders through the real services, on a dev database, to look at the studio with traffic in
 * it (the queue-health panel above all). Each order goes the way a buyer's does:
 *   createCheckout (the shop's checkout service, with the dev payment provider)
 *   → completeDevCheckout "pay" (the code path Stripe's checkout.session.completed webhook runs:
 *     marked paid, the cards drawn, the fulfilment job queued in the same transaction).
 * The fulfilment itself is left to the server: start it on the same database and its job runner
 * (the one production uses) drains the queue: care, the writer, the checks, then sent through the
 * dev outbox or held for a person, as READING_REVIEW says. Nothing is backdated or invented: every
 * time is the real time the service ran.
 *
 *   PGLITE_DIR=/tmp/tqv-studio-demo npx tsx --conditions=react-server scripts/seed-studio-orders.ts \
 *     --orders 50 --operator ops@example.com:a-long-password
 *   PGLITE_DIR=/tmp/tqv-studio-demo OPERATOR_EMAILS=ops@example.com ALLOW_DEV_PROVIDERS=1 \
 *     node_modules/.bin/next start        (then sign in as the operator and open /studio)
 *
 * Run it BEFORE the server starts on that database (PGlite has one owner: STACK-NOTES.md). Dev
 * databases only: it refuses to run where the dev providers are off (production without
 * ALLOW_DEV_PROVIDERS). --conditions=react-server lets the app's server-only modules load in a
 * plain script; the script renders no email, so it needs nothing else.
 */
import { parseArgs } from "node:util";

import { signUpUser } from "@/lib/auth/sign-up-user";
import { shopOrder } from "@/lib/commerce/checkout-orders";
import { completeDevCheckout } from "@/lib/commerce/complete-dev-checkout";
import { createCheckout } from "@/lib/commerce/create-checkout";
import { db, disconnectDatabase, prepareDatabase } from "@/lib/db";
import { devProvidersEnabled, env } from "@/lib/env";
import { shopCheckoutSchema, type ShopCheckoutInput } from "@/lib/validations/checkout";

// Questions people bring: mostly plain, some the care layer flags as sensitive (health, money,
// the law, another person's private life, timing), which READING_REVIEW=flagged holds for a person.
const TAROT_QUESTIONS = [
  "What do I need to understand about my creative block this winter?",
  "Should I move in with my partner this year?",
  "What is blocking me from finishing my novel?",
  "How can I be a better friend to the people who show up for me?",
  "Should I start my own business or keep building my skills for another year?",
  "What energy surrounds my new relationship?",
  "Is this the season to leave the city and start over somewhere quieter?",
  "How do I stop saying yes to everything at work?",
  "What am I not seeing about my relationship with my mother?",
  "Where should I put my energy this spring: the band or the garden?",
  "Why do I keep choosing friends who drain me?",
  "How can I rebuild trust with my sister after our fight at Christmas?",
  "What does this new job ask of me that I have not yet given?",
  "How can I bring more joy into my ordinary days?",
  "Is it time to end things with my boyfriend?",
  "What should I focus on as I go back to university at forty?",
  "How do I make peace with the move I did not choose?",
  "What is the lesson in this long stretch of waiting?",
  "Should I take the job offer in Lisbon or stay close to my family?",
  "What does my restlessness want me to know?",
  // Sensitive: the care layer names these topics.
  "Will my biopsy results come back clear next week?",
  "Should I put my savings into crypto before the end of the year?",
  "Will I win custody of my daughter at the hearing in March?",
  "Is my husband cheating on me with his coworker?",
  "When exactly will I get pregnant?",
  "Should I stop taking my antidepressants now that I feel better?",
];

const LIVE_SESSIONS: ShopCheckoutInput[] = [
  { product: "tarot-immersion", email: "", details: { intention: "Clarity about the year ahead and what to let go of.", timezone: "Europe/London", fullName: "Maya Hart" } },
  { product: "numerology-map", email: "", details: { intention: "Understand the numbers behind my career changes.", timezone: "America/New_York" } },
  { product: "astro-blueprint", email: "", details: { intention: "My chart and my relationships.", timezone: "Asia/Tokyo", notes: "Born just after midnight." } },
];

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "50" },
    operator: { type: "string" },
  },
});

async function main() {
  if (!devProvidersEnabled()) throw new Error("The dev providers are off here (production without ALLOW_DEV_PROVIDERS=1): this script only seeds dev databases.");
  const count = Number(values.orders);
  if (!Number.isInteger(count) || count < 1 || count > 500) throw new Error("--orders must be a whole number from 1 to 500");
  const prepared = await prepareDatabase({ seed: true });
  console.info(`[seed] ${prepared.database}; READING_REVIEW=${env.READING_REVIEW}`);

  if (values.operator) {
    const [email, password] = values.operator.split(/:(.*)/s);
    if (!email || !password) throw new Error("--operator wants email:password");
    const existing = await db().user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
    if (existing) console.info(`[seed] operator account ${email} exists`);
    else {
      await signUpUser({ email: email.toLowerCase(), password, fullName: "Studio Operator", dateOfBirth: "1985-03-21" }, "seed-script");
      console.info(`[seed] operator account ${email} created; start the server with OPERATOR_EMAILS=${email.toLowerCase()}`);
    }
  }

  const started = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `seeker.${started.toString(36)}.${i + 1}@example.com`;
    const live = i % 17 === 16 ? LIVE_SESSIONS[Math.floor(i / 17) % LIVE_SESSIONS.length] : undefined;
    const input = shopCheckoutSchema.parse(live ? { ...live, email } : { product: "tarot", email, prompt: TAROT_QUESTIONS[i % TAROT_QUESTIONS.length] });
    // One address per order: the checkout's per-address rate limit is for people, not this script.
    const { orderId } = await createCheckout({ ...shopOrder(input), email: input.email, userId: null, ip: `seed-script-${started}-${i}`, context: { locale: "en-GB" } });
    const { status } = await completeDevCheckout(orderId, "pay");
    if (status !== "paid") throw new Error(`Order ${orderId} is ${status} after paying`);
    ids.push(orderId);
  }
  console.info(`[seed] ${count} orders paid in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const jobs = await db().job.count({ where: { orderId: { in: ids }, status: "queued" } });
  console.info(`[seed] ${jobs} fulfilment jobs queued: start the server on this database and its job runner fulfils them.`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDatabase());
