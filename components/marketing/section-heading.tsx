import { cn } from "@/lib/utils";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
  className?: string;
}

export function SectionHeading({ id, eyebrow, title, lead, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-3xl leading-tight font-medium sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="text-muted-foreground mt-4 text-base leading-relaxed sm:text-lg">{lead}</p> : null}
    </div>
  );
}
