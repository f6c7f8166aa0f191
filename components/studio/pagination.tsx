import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

/** Previous / next links that keep the page's filters; "Page 2 of 7 · 163 orders". */
export function Pagination({ basePath, params, page, pages, total, noun }: { basePath: string; params: Record<string, string | undefined>; page: number; pages: number; total: number; noun: [one: string, other: string] }) {
  const href = (p: number) => {
    const query = new URLSearchParams(Object.entries({ ...params, page: p > 1 ? String(p) : undefined }).filter((e): e is [string, string] => Boolean(e[1])));
    const qs = query.toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };
  return (
    <nav aria-label="Pages" className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Page {page} of {pages} · {total.toLocaleString("en-US")} {total === 1 ? noun[0] : noun[1]}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(page - 1)} rel="prev">
              <ChevronLeft aria-hidden /> Newer
            </Link>
          </Button>
        ) : null}
        {page < pages ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(page + 1)} rel="next">
              Older <ChevronRight aria-hidden />
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
