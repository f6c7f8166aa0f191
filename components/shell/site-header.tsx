import { Logo } from "./logo";
import { HeaderAccount, HeaderNav } from "./header-islands";
import { MobileMenu } from "./mobile-menu";
import { PersonaSwitcher } from "./persona-switcher";
import { ThemeToggle } from "./theme-toggle";
import { MemoryText } from "./memory-text";

/**
 * The site header: rendered on the server, with small client islands where it depends on the
 * pathname, the session or a click (issue 16). The persona menu and the mobile sheet (Radix) are
 * fetched on first use, not with the page.
 */
export function SiteHeader() {
  return (
    <header className="bg-background/70 supports-[backdrop-filter]:bg-background/55 sticky top-0 z-40 border-b backdrop-blur-xl print:hidden">
      <a href="#main" className="bg-primary text-primary-foreground sr-only z-50 items-center rounded-full px-4 py-2 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:inline-flex focus:min-h-11">
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <Logo />
        {/* The full nav only from 1280 px: below that, with the persona chip and account buttons, it would not fit (issue 15). */}
        <nav aria-label="Main" className="ml-6 hidden xl:block">
          <HeaderNav />
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden items-center gap-3 md:flex">
            <MemoryText className="hidden border-l pl-3 xl:block" />
            <PersonaSwitcher />
          </div>
          <ThemeToggle />
          <HeaderAccount />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
