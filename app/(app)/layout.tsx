import { QueryProvider } from "@/components/query-provider";
import { LoginRequired } from "@/components/portal/login-required";
import { getCurrentUser } from "@/lib/auth/current-user";

/**
 * The signed-in seeker's pages (the portal, /solo-reading, blueprints, compatibility reports):
 * the user is read on the server, and without a session every page here is SPEC's 'Login
 * Required'. Each page checks again (cached per request): on a client navigation between these
 * pages only the page is rendered, not this layout.
 */
export default async function AppLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const user = await getCurrentUser();
  return user ? <QueryProvider>{children}</QueryProvider> : <LoginRequired />;
}
