export { chartFacts, READ_BODIES, type AspectFact, type ChartFactSheet, type NumberFact, type PlaceNote, type PlacementFact, type Uncertainty, type UncertaintyCode } from "./chart";
export { coupleFacts, type ContactFact, type CoupleFactSheet, type OverlayFact } from "./couple";
export { questionFacts, type QuestionFacts } from "./question";
export { dignityOf, signsIn, tarotFacts, type CardFact, type Dignity, type PositionRole, type SpreadRelations, type TarotFactSheet } from "./tarot";
export { vocabularyOf, type FactSheet } from "./vocabulary";
export { careClassificationSchema, chartFactSheetSchema, coupleFactSheetSchema, questionFactsSchema, tarotFactSheetSchema } from "./schemas";
