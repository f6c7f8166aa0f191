import { nextAuthRoute } from "@/lib/api/next-auth-route";
import { nextAuthHandler } from "@/lib/auth/options";

// GET|POST /api/auth/* – next-auth's built-in endpoints (csrf, providers, credentials callback), with JSON { message } errors; static siblings take precedence.
const handler = nextAuthRoute(nextAuthHandler);

export { handler as GET, handler as POST };
