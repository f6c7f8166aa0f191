/**
 * Solara's topic layers: for every card and orientation, short texts that read the card for one
 * area of a question, plus one practice for the 30-day plan. Written by us, in Solara's voice, and
 * position-neutral: the composer adds the position's framing (Past as cause, Present as
 * condition, Path as advice), names the card and ties it to the buyer's question.
 */
export const TOPIC_LAYERS = ["love", "work", "money", "self", "other"] as const;
export type TopicLayer = (typeof TOPIC_LAYERS)[number];

/**
 * - love: closeness, partners, dating, heartbreak, family ties;
 * - work: career, study, craft, colleagues, ambition;
 * - money: the reader's relationship with money (values, habits, fear, enough, asking for help),
 *   never advice (no buying, selling, investing, betting, amounts or outcomes);
 * - self: the inner work: what the reader carries, believes, needs;
 * - other: the other person in the question, seen through the reader's side of the bond (what
 *   to notice, ask or offer), never a claim about that person's private acts, thoughts or health.
 */
export interface OrientationLayers extends Record<TopicLayer, string> {
  /** One concrete practice for the 30-day plan: second person, imperative, doable within a week. */
  practice: string;
}

export interface CardLayers {
  upright: OrientationLayers;
  reversed: OrientationLayers;
}

/** Card id ("major-00" … "major-21", "wands-01" … "pentacles-14") → its layers. */
export type TopicTable = Readonly<Record<string, CardLayers>>;
