import type { PersonaHandle } from "@/lib/personas";

/** SPEC §3 Testimonial: persona, quote, name, title. */
export interface Testimonial {
  persona: PersonaHandle;
  quote: string;
  name: string;
  title: string;
}

/** The four sample entries of 'Voices From The Collective' (SPEC §1). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    persona: "solara",
    quote:
      "I asked Solara whether to leave a job I'd outgrown. The Tower in the Present position said what I hadn't let myself say, and the 30-day plan gave me small, doable steps instead of a leap in the dark.",
    name: "Maya R.",
    title: "Product designer, Lisbon",
  },
  {
    persona: "astra",
    quote:
      "Astra explained my Saturn return like weather rather than doom. For the first time my chart felt like a map I could use, not a sentence I had to serve.",
    name: "Daniel K.",
    title: "Teacher, Toronto",
  },
  {
    persona: "numa",
    quote:
      "Numa showed the arithmetic behind my life path 11 and my personal year 7. Seeing the pattern laid out made the year I'd just had make sense, and I planned the next one around it.",
    name: "Priya S.",
    title: "Founder, Bangalore",
  },
  {
    persona: "astra",
    quote:
      "We ordered the couples report before moving in together. It named the Venus–Mars tension we joke about and gave us a seven-day ritual that actually got us talking.",
    name: "Elena & Marco",
    title: "Newly cohabiting, Milan",
  },
];

/** The shop's three voices (SPEC §9: 3 testimonials, from the Solara and Astra personas). */
export const SHOP_TESTIMONIALS: readonly Testimonial[] = [
  {
    persona: "solara",
    quote:
      "I asked whether I was ready to open my own studio. Solara didn't flatter me: the Five of Pentacles in the Present named the fear, and the Path card showed what it was protecting. I signed my first client in week three of the plan.",
    name: "Jonas W.",
    title: "Illustrator, Berlin",
  },
  {
    persona: "astra",
    quote:
      "We expected a compatibility score. Instead Astra showed us why my Cancer Moon and his Saturn keep having the same argument, and the seven-day ritual gave us a kinder way to have it.",
    name: "Amara & Theo",
    title: "Together six years, Cape Town",
  },
  {
    persona: "solara",
    quote:
      "The bundle was our anniversary gift to each other. The shared-intention spread was so specific to us that we read it aloud twice, and we still keep the roadmap's Sunday check-in.",
    name: "Lucía M.",
    title: "Nurse, Valencia",
  },
];
