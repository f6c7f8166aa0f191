/**
 * The attributes every email field shares: the email keyboard on phones, autofill, and no
 * auto-capitalised first letter or spell-check squiggles under an address.
 */
export const EMAIL_INPUT_PROPS = {
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "none",
  spellCheck: false,
} as const;
