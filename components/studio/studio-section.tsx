import { cn } from "@/lib/utils";

export interface StudioSectionProps {
  id: string;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}

/** A titled surface on a studio page; the heading labels the region for screen readers. */
export function StudioSection({ id, title, description, action, children, className }: StudioSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("surface min-w-0 p-4 sm:p-6", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-medium sm:text-2xl">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground mt-1 text-sm">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm leading-relaxed">{children}</p>;
}
