import { cn } from "@/lib/utils";

/** Long-form reading layout: display-serif headings, a 65-character measure, generous leading. */
export function ProsePage({ eyebrow, title, lead, children, className }: { eyebrow?: string; title: string; lead?: string; children: React.ReactNode; className?: string }) {
  return (
    <article className={cn("mx-auto max-w-3xl px-4 pt-16 pb-8 sm:px-6 sm:pt-24", className)}>
      <header>
        {eyebrow ? <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl leading-tight font-medium sm:text-5xl">{title}</h1>
        {lead ? <p className="text-muted-foreground mt-5 text-lg leading-relaxed">{lead}</p> : null}
      </header>
      <div className="prose-body mt-12 max-w-[65ch] space-y-5 text-[17px] leading-[1.75] [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-medium [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
        {children}
      </div>
    </article>
  );
}
