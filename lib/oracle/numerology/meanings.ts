import type { CoreNumber } from "./index";

export interface NumberMeaning {
  number: CoreNumber;
  title: string;
  keywords: readonly string[];
  /** Numa's reading: precise and warm. */
  meaning: string;
}

export const NUMBER_MEANINGS: Record<CoreNumber, NumberMeaning> = {
  1: {
    number: 1,
    title: "The Initiator",
    keywords: ["beginnings", "will", "independence"],
    meaning:
      "One is the first step, taken before anyone else is sure of the path. You are at your best when you start things and trust your own judgement; the work is to lead without going it entirely alone.",
  },
  2: {
    number: 2,
    title: "The Partner",
    keywords: ["cooperation", "tact", "sensitivity"],
    meaning:
      "Two is the number of the pair and the space between. You notice what others miss and can hold two sides of a question at once; the work is to value your own voice as much as the harmony you create.",
  },
  3: {
    number: 3,
    title: "The Communicator",
    keywords: ["expression", "joy", "creativity"],
    meaning:
      "Three is what happens when one and two make something new. Words, colour and play come easily to you, and you lift a room; the work is to finish what you begin so your gifts have somewhere to land.",
  },
  4: {
    number: 4,
    title: "The Builder",
    keywords: ["structure", "patience", "reliability"],
    meaning:
      "Four is the square: four sides, four corners, a foundation. You make things that last through steady, honest effort; the work is to let plans bend a little without feeling that the ground has moved.",
  },
  5: {
    number: 5,
    title: "The Explorer",
    keywords: ["freedom", "change", "curiosity"],
    meaning:
      "Five sits in the middle of one to nine, looking both ways. You learn by moving, tasting and trying, and you adapt faster than most; the work is to choose the freedoms that feed you over the ones that only distract.",
  },
  6: {
    number: 6,
    title: "The Nurturer",
    keywords: ["care", "responsibility", "home"],
    meaning:
      "Six is the number of the hearth. You make people feel held and you take your commitments seriously; the work is to include yourself among the people you look after.",
  },
  7: {
    number: 7,
    title: "The Seeker",
    keywords: ["insight", "solitude", "depth"],
    meaning:
      "Seven asks the question beneath the question. You need quiet to think and you trust what you have tested yourself; the work is to share what you find, even before it feels complete.",
  },
  8: {
    number: 8,
    title: "The Steward",
    keywords: ["power", "ambition", "mastery"],
    meaning:
      "Eight is two squares stacked: structure that can carry weight. You understand resources, effort and results, and you can hold authority well; the work is to measure success in more than one currency.",
  },
  9: {
    number: 9,
    title: "The Humanitarian",
    keywords: ["compassion", "completion", "wisdom"],
    meaning:
      "Nine is the last single digit, the number that has seen all the others. You carry a wide, generous view and feel for people you have never met; the work is to let endings be endings, so something new can start.",
  },
  11: {
    number: 11,
    title: "The Illuminator",
    keywords: ["intuition", "inspiration", "sensitivity"],
    meaning:
      "Eleven is a master number: two ones standing side by side, and a two underneath. You pick up signals early and can light a path for others; the work is to ground that current in rest and routine so it inspires rather than overwhelms.",
  },
  22: {
    number: 22,
    title: "The Master Builder",
    keywords: ["vision", "scale", "practical idealism"],
    meaning:
      "Twenty-two is a master number with a four underneath: large dreams, laid brick by brick. You can turn an ideal into something people live in; the work is to pace yourself, because the building takes years and so do you.",
  },
  33: {
    number: 33,
    title: "The Master Teacher",
    keywords: ["compassion", "service", "guidance"],
    meaning:
      "Thirty-three is the rarest master number, with a six underneath: care raised to a calling. You teach by example and heal by paying attention; the work is to keep your own cup full while you pour for others.",
  },
};

export function meaningOf(n: CoreNumber): NumberMeaning {
  return NUMBER_MEANINGS[n];
}
