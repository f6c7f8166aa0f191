export { DECK, cardById, toRoman } from "./deck";
export { seededRandom, shuffle, type Random } from "./random";
export {
  REVERSAL_PROBABILITY,
  SPREADS,
  dailySeed,
  drawCards,
  drawSpread,
  type DrawnCard,
  type Spread,
  type SpreadCard,
  type SpreadId,
  type SpreadPosition,
  type SpreadReading,
} from "./spreads";
export { RANKS, SUITS, type CardText, type Rank, type Suit, type TarotCard, type TarotElement } from "./types";
export { cryptoRandomInt, drawForOrder, spreadFromDraw, type DrawnPosition, type RandomInt, type StoredDraw } from "./draw";
