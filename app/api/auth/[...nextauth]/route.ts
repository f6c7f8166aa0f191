// GET|POST /api/auth/* – next-auth's built-in endpoints (csrf, providers, credentials callback); static siblings take precedence.
export { nextAuthHandler as GET, nextAuthHandler as POST } from "@/lib/auth/options";
