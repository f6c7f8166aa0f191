/**
 * The care layer: how a buyer's own words are classified before anything is drawn or written,
 * the crisis letter sent instead of a reading, who a sensitive letter sends the reader to, and
 * the check every letter passes before it is sent. Pure: no network, no framework.
 */
export { classifyQuestion, levelOf, orderTopics } from "./classify";
export { checkLetter } from "./check";
export { composeCrisisLetter, type CrisisLetterInput } from "./crisis-letter";
export { crisisKindsOf, higherLevel, mergeModelClassification, type ModelCareVerdict } from "./merge";
export { normalise, originalSpan, type Normalised } from "./normalise";
export { CARE_GUIDES, careGuidesFor, namesGuide, professionalsFor, type CareGuide } from "./professionals";
export { CRISIS_COUNTRIES, countryFromContext, countryName, crisisResources, emergencyLine, type CrisisKind, type CrisisLine } from "./resources";
export {
  CARE_TOPICS,
  type CareClassification,
  type CareLevel,
  type CareMatch,
  type CareTopic,
  type FactVocabulary,
  type LetterCheckInput,
  type LetterProblem,
  type LetterProblemCode,
  type NumberName,
  type QuestionShape,
  type StatedPlacement,
} from "./types";
