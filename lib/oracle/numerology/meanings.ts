import type { CoreNumber } from "./core-number";

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

export type NumberPosition = "lifePath" | "expression" | "soulUrge" | "personality" | "birthday" | "personalYear";

/**
 * Numa's reading of each number in each position: the life path (the road), expression (what you
 * are built to do), soul urge (what you want inside), personality (what others meet first),
 * birthday (a gift you carry) and personal year (the weather of a calendar year).
 */
export const POSITION_MEANINGS: Record<NumberPosition, Record<CoreNumber, string>> = {
  lifePath: {
    1: "A road of firsts: you are asked again and again to step out alone, decide, and learn that leading includes listening.",
    2: "A road of partnership: your growth comes through others, and the lesson is to keep your own voice inside the harmony you make.",
    3: "A road of expression: life keeps handing you a stage, and the lesson is to finish what your delight begins.",
    4: "A road of building: progress comes brick by brick, and the lesson is that structure can serve you instead of confining you.",
    5: "A road of change: travel, people and surprises shape you, and the lesson is freedom that still keeps its promises.",
    6: "A road of care: home, family and community call on you, and the lesson is to give without taking charge of everyone.",
    7: "A road of inquiry: you are here to look beneath the surface, and the lesson is to let trust follow understanding.",
    8: "A road of power and resources: you learn through responsibility for money and people, and the lesson is authority used fairly.",
    9: "A road of completion: you gather from every stage of life, and the lesson is to let go generously and serve something wider.",
    11: "A road of inspiration (11/2): sensitivity is your instrument, and the lesson is to ground your intuition in ordinary days.",
    22: "A road of the master builder (22/4): large plans are within reach, and the lesson is patient, practical steps.",
    33: "A road of the teacher of care (33/6): you are asked to lift others, and the lesson is compassion with boundaries.",
  },
  expression: {
    1: "Built to originate: your talents show when you start, direct and decide, and they dull when you wait for permission.",
    2: "Built to mediate: your gift is tact, timing and the detail others skip, at its best in a trusted team.",
    3: "Built to communicate: words, images and humour are your tools; discipline turns the sparkle into work that lasts.",
    4: "Built to organise: you make systems that hold, and your reliability is a talent, not a chore.",
    5: "Built to adapt: you sell, teach, translate and move between worlds; variety is how your abilities stay awake.",
    6: "Built to serve and beautify: counselling, teaching, healing and making a place welcoming come naturally to you.",
    7: "Built to analyse: research, craft and expertise suit you; your best work comes out of quiet and depth.",
    8: "Built to manage: you read value and scale quickly, and your abilities grow with the responsibility you accept.",
    9: "Built for the wide view: art, advocacy and humanitarian work draw on your range and your generosity.",
    11: "Built to inspire (11/2): you channel ideas that move people, and need calm routines to carry them.",
    22: "Built to construct at scale (22/4): you can turn a vision into an institution, one practical stage at a time.",
    33: "Built to nurture through example (33/6): your abilities serve best when they teach and heal without martyrdom.",
  },
  soulUrge: {
    1: "Inside, you want independence: the quiet pride of doing it your way and being recognised for it.",
    2: "Inside, you want closeness and peace: to be understood without having to shout.",
    3: "Inside, you want joy and an audience: to create, play and be heard.",
    4: "Inside, you want security: order you can count on and work you can stand behind.",
    5: "Inside, you want freedom: new places, new people, and room to change your mind.",
    6: "Inside, you want to love and be needed: a home that feels like shelter for everyone in it.",
    7: "Inside, you want truth and solitude: time to think until things make sense.",
    8: "Inside, you want mastery: achievement that shows and the means to protect what you value.",
    9: "Inside, you want meaning: to give to something larger than your own story.",
    11: "Inside, you want inspiration (11/2): a spiritual or creative ideal worth your sensitivity.",
    22: "Inside, you want to leave something built (22/4): a lasting structure that helps many.",
    33: "Inside, you want to heal and uplift (33/6): love that teaches, without losing yourself.",
  },
  personality: {
    1: "Others meet someone direct and self-starting, who looks ready to lead before saying a word.",
    2: "Others meet someone gentle and approachable, easy to confide in, sometimes too modest to be noticed.",
    3: "Others meet someone bright and sociable, quick with a story and easy to like.",
    4: "Others meet someone steady and sensible, the one they trust to get it done.",
    5: "Others meet someone lively and curious, magnetic, hard to pin down.",
    6: "Others meet someone warm and responsible, who seems to take care of the room.",
    7: "Others meet someone reserved and observant, a little mysterious, worth the effort to know.",
    8: "Others meet someone capable and assured, who looks like they mean business.",
    9: "Others meet someone generous and worldly, tolerant, with a touch of the dramatic.",
    11: "Others meet someone luminous and sensitive (11/2), who seems to notice more than they say.",
    22: "Others meet someone solid and purposeful (22/4), who gives the impression of large, careful plans.",
    33: "Others meet someone kind and protective (33/6), the one people bring their troubles to.",
  },
  birthday: {
    1: "A birthday gift of initiative: you can begin things, and others follow your first move.",
    2: "A birthday gift of diplomacy: you sense moods and smooth the way between people.",
    3: "A birthday gift of expression: a ready way with words, colour or music.",
    4: "A birthday gift of method: you make plans work and keep them working.",
    5: "A birthday gift of versatility: you learn fast and land on your feet.",
    6: "A birthday gift of care: people feel looked after in your company.",
    7: "A birthday gift of insight: you see the question behind the question.",
    8: "A birthday gift of judgement: a feel for value, timing and leadership.",
    9: "A birthday gift of compassion: breadth of feeling and a generous view.",
    11: "A birthday gift of intuition (11/2): hunches that prove right more often than not.",
    22: "A birthday gift of practical vision (22/4): big ideas with the patience to build them.",
    33: "A birthday gift of devotion (33/6): care that steadies others.",
  },
  personalYear: {
    1: "A year of beginnings: plant seeds, start the project, choose the direction for the next nine years.",
    2: "A year of patience and partnership: slower growth, closer ties, details that matter.",
    3: "A year of expression: social, creative, lighter, a good year to be seen and heard.",
    4: "A year of work and foundations: organise, repair, commit to the routine that carries you.",
    5: "A year of change: movement, freedom and the unexpected; stay flexible and keep your footing.",
    6: "A year of home and responsibility: family, love and commitments ask for attention.",
    7: "A year of reflection: study, rest, look inward; answers come from quiet rather than pushing.",
    8: "A year of harvest and authority: effort meets results, and money and power need wise handling.",
    9: "A year of endings: finish, forgive, clear space; what leaves now makes room for the next cycle.",
    11: "A year of illumination (11/2): heightened intuition and sensitivity; ground it in simple routines.",
    22: "A year of large building (22/4): a chance to give practical shape to a big plan.",
    33: "A year of service (33/6): others lean on you; give, and keep a portion for yourself.",
  },
};

/** The meaning of a number in a position. */
export function positionMeaning(position: NumberPosition, n: CoreNumber): string {
  return POSITION_MEANINGS[position][n];
}

/**
 * Karmic debt numbers as the Pythagorean tradition reads them: each a lesson the chart asks for,
 * never a punishment.
 */
export const KARMIC_DEBT_MEANINGS: Record<13 | 14 | 16 | 19, string> = {
  13: "Karmic debt 13/4: a lesson in steady effort. Shortcuts tend to fail you and patient, honest work tends to reward you; the 4 comes into its own when you stay with hard things.",
  14: "Karmic debt 14/5: a lesson in moderation. Freedom used carelessly costs freedom; the 5 flourishes when change is chosen and appetite is kept in proportion.",
  16: "Karmic debt 16/7: a lesson in humility. Certainties and pride may be shaken; the 7 rebuilds on a deeper, more honest understanding of self and others.",
  19: "Karmic debt 19/1: a lesson in independence that still accepts help. Standing alone is a strength; refusing all support is not, and the 1 leads best with others beside it.",
};
