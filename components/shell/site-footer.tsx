import { Link } from "@/components/ui/link";

import { FOOTER_COLUMNS, SITE_NAME } from "@/config/site";

import { CurrentYear } from "./current-year";
import { Logo } from "./logo";

export function SiteFooter() {
  return (
    <footer className="bg-background/60 mt-24 border-t backdrop-blur print:hidden">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_3fr] lg:px-8">
        <div className="max-w-sm">
          <Logo />
          <p className="text-muted-foreground mt-4 text-sm leading-relaxed">
            Tarot, astrology and numerology readings, crafted with care and delivered to your inbox within 24 hours. For
            entertainment and spiritual exploration.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="font-sans text-xs font-semibold tracking-[0.16em] uppercase">{column.title}</h2>
              <ul className="mt-3 grid gap-0.5 sm:gap-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-xs sm:px-6 lg:px-8" data-testid="copyright">
          © <CurrentYear buildYear={new Date().getFullYear()} /> {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
