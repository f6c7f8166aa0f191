import { cn } from "@/lib/utils";

export function PortalSection({ id, title, description, children, className, action }: { id: string; title: string; description?: string; children: React.ReactNode; className?: string; action?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn("surface p-5 sm:p-7", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-medium">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground mt-1 text-sm">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm leading-relaxed">{children}</p>;
}
