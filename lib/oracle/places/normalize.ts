// Letters that NFKD does not decompose into a base letter plus marks.
const SPECIAL: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};

/**
 * Folds a name for matching: lower case, accents removed, punctuation to spaces, spaces collapsed.
 * "São Paulo" → "sao paulo", "Saint-Étienne" → "saint etienne", "N’Djamena" → "ndjamena".
 */
export function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøłđðþıħ]/g, (c) => SPECIAL[c] ?? c)
    .replace(/['’ʼʻ`‘´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
