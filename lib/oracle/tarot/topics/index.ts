import { CUPS_TOPICS } from "./cups";
import { MAJOR_TOPICS } from "./majors";
import { PENTACLES_TOPICS } from "./pentacles";
import { SWORDS_TOPICS } from "./swords";
import type { TopicTable } from "./types";
import { WANDS_TOPICS } from "./wands";

/** Solara's topic layers for all 78 cards, both orientations (see types.ts for what each layer is). */
export const TOPIC_TEXTS: TopicTable = { ...MAJOR_TOPICS, ...WANDS_TOPICS, ...CUPS_TOPICS, ...SWORDS_TOPICS, ...PENTACLES_TOPICS };

export { TOPIC_LAYERS, type CardLayers, type OrientationLayers, type TopicLayer, type TopicTable } from "./types";
