/**
 * The operators (OPERATOR_EMAILS) of the two e2e servers (playwright.config.ts): the studio spec
 * signs them up itself. The second server runs with READING_REVIEW=all on the next port.
 */
export const OPERATOR_EMAIL = "studio.operator@e2e.example.com";
export const REVIEW_OPERATOR_EMAIL = "review.operator@e2e.example.com";
export const OPERATOR_PASSWORD = "studio-operator-e2e-2026";
export const reviewAllUrl = (port: number) => `http://127.0.0.1:${port + 1}`;
