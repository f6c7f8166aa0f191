import type { PersonaHandle } from "@/lib/personas";

export interface PersonaEmblemProps {
  handle: PersonaHandle;
  className?: string;
  /** Names the emblem for assistive technology; without it the emblem is decorative (alt=""). */
  title?: string;
}

/**
 * A persona's emblem as its static file (public/personas/<handle>.svg, drawn by PersonaEmblemSvg and
 * kept in step by avatar-svg.test.tsx). One cached request per oracle instead of ~2.5 kB of inline
 * SVG per emblem, twice over (in the HTML and again in the RSC payload): a blog post shows five.
 * Lazy: no emblem is ever a page's largest element, and lazy images stay off the LCP's critical path.
 */
export function PersonaEmblem({ handle, className, title }: PersonaEmblemProps) {
  return (
    // next/image would add a srcset and inline styles for a vector file that needs neither.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={`/personas/${handle}.svg`} alt={title ?? ""} width={120} height={120} loading="lazy" decoding="async" className={className} />
  );
}
