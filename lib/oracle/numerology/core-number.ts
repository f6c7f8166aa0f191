/** The numbers a reduction ends on: 1–9 and the master numbers, kept whole. */
export const MASTER_NUMBERS = [11, 22, 33] as const;
export type CoreNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;
