/** The confirmation letter for a live session: what happens next, in the voice of its oracle. */
import { firstName, type LiveSessionRequest } from "./requests";
import { careParagraph, professionalsOnce } from "./tarot-reading";

const SESSION: Record<LiveSessionRequest["product"], { what: string; prepare: string[]; after: string; opening: string }> = {
  "astro-blueprint": {
    what: "a 60-minute live session in which we walk through your natal chart together",
    opening: "Your sky is waiting to be read out loud, and I am glad you asked.",
    prepare: [
      "Have your birth date, time and place to hand. The time matters most: a birth certificate, a baby book or a parent's memory all help, and if you are unsure, tell me; we can work with a range.",
      "Write down the one question you most want the sky to speak to. We will start there.",
    ],
    after: "We finish with the cycles ahead of you and one practice for the season you are in.",
  },
  "numerology-map": {
    what: "your 40-page Personal Numerology Map and a 45-minute live session to walk through it",
    opening: "Every name and date carries a rhythm, and I am looking forward to showing you yours, working and all.",
    prepare: [
      "Reply with your full birth name exactly as it was first registered, and any name you use now. Your map is built from every letter, so spelling matters.",
      "Have your birth date to hand, and one question you would like the numbers to speak to.",
    ],
    after: "Your map arrives as a PDF before we meet, so you can bring your questions to the session.",
  },
  "tarot-immersion": {
    what: "a 45-minute live tarot session, followed by 7 days of support by email",
    opening: "You chose to sit at the table with me, and I respect that. We will go straight to what matters.",
    prepare: [
      "Bring one question, written down, in the words you would use with a friend. Specific beats polished.",
      "Find a quiet place for the call, and have a notebook nearby; the cards move fast when they start talking.",
    ],
    after: "For 7 days after the session, reply to any of my emails and I will answer, so the reading has somewhere to land.",
  },
};

const MEDIUM: Record<LiveSessionRequest["product"], string> = { "astro-blueprint": "a chart", "numerology-map": "the numbers", "tarot-immersion": "the cards" };

/** "Wednesday 25 November" from yyyy-mm-dd. */
function dayLabel(localDate: string): string {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function composeLiveSession(request: LiveSessionRequest): string {
  const s = SESSION[request.product];
  const name = request.fullName ? firstName(request.fullName) : null;
  const zone = request.timezone ? ` in your time zone (${request.tentative.timezone})` : "";
  const parts = [
    name ? `Dear ${name},` : "Hello, and welcome,",
    `${s.opening} Your place is reserved: **${request.productName}**, ${s.what}.`,
    `You told me what you want to work on: “${request.intention.text.replace(/[.\s]+$/, "")}”. I have it in front of me, and we will build the session around it.`,
    ...careParagraph(request.intention, professionalsOnce, { medium: MEDIUM[request.product], what: "session", after: "That is where we will put our time." }),
    "## What happens next",
    [
      `- **Within 24 hours:** you will get an email from us to agree a time that suits you${zone}. Reply with two or three windows that work and we will confirm one.`,
      `- **The invitation attached** holds a tentative place in your calendar on ${dayLabel(request.tentative.localDate)} at ${request.tentative.localTime} (${request.tentative.timezone}). It is a placeholder, marked “to be confirmed”; we will move it to the time we agree.`,
      `- **Before we meet:** ${s.prepare.join(" ")}`,
      `- **After:** ${s.after.charAt(0).toLowerCase()}${s.after.slice(1)}`,
    ].join("\n"),
    request.notes ? `Your notes are with me too: “${request.notes.trim().replace(/[.\s]+$/, "")}”.` : "",
    "If anything changes, or a question comes up before then, simply reply to this email.",
  ];
  return parts.filter(Boolean).join("\n\n");
}
