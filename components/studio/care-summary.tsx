import type { CareClassification } from "@/lib/oracle/care/types";
import { cn } from "@/lib/utils";

const LEVEL_WORDS = { plain: "Plain", sensitive: "Sensitive", crisis: "Crisis" } as const;

/** The care layer's classification in words: the level, the topics, the exact words that triggered each rule, the model's reason. */
export function CareSummary({ care, error }: { care: CareClassification | null; error?: string | null }) {
  if (error) return <p className="text-destructive text-sm">The stored classification could not be read: {error}</p>;
  if (!care) return <p className="text-muted-foreground text-sm">No classification was stored.</p>;
  return (
    <div className="grid gap-3 text-sm" data-testid="care-summary">
      <p>
        <span className={cn("rounded-full border px-2 py-0.5 text-xs font-semibold", care.level === "crisis" ? "border-destructive bg-destructive text-destructive-foreground" : care.level === "sensitive" ? "border-primary text-primary" : "text-muted-foreground")}>
          {LEVEL_WORDS[care.level]}
        </span>{" "}
        {care.topics.length ? <>topics: {care.topics.join(", ")}</> : "no care topic"} · {care.shape} question · read by {care.source === "lexicon+model" ? "the lexicon and the model" : "the lexicon"}
      </p>
      {care.matches.length ? (
        <ul className="grid gap-1.5">
          {care.matches.map((m, i) => (
            <li key={i} className="bg-background/40 rounded-lg border px-3 py-2">
              <span className="font-medium">&ldquo;{m.excerpt}&rdquo;</span> <span className="text-muted-foreground">→ {m.topic} ({m.rule})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {care.model ? (
        <p className="text-muted-foreground">
          The model read it as <span className="text-foreground">{care.model.level}</span>
          {care.model.topics.length ? ` (${care.model.topics.join(", ")})` : ""}: &ldquo;{care.model.rationale}&rdquo;
        </p>
      ) : null}
    </div>
  );
}
