import { Clock } from "lucide-react";

import { formatPostDate } from "@/lib/content/filter";
import type { Post } from "@/lib/content/types";
import { cn } from "@/lib/utils";

/** "5 min read"; posts without a read time show nothing. */
function readTimeLabel(readTime: number | undefined): string | null {
  return readTime ? `${readTime} min read` : null;
}

interface CategoryLabelProps {
  category: string;
  className?: string;
}

/** The category in small caps. The text stays lowercase in the DOM, as SPEC names the categories. */
export function CategoryLabel({ category, className }: CategoryLabelProps) {
  return <span className={cn("eyebrow", className)}>{category}</span>;
}

interface PostDateProps {
  publishedAt: Post["publishedAt"];
  format: "short" | "long";
  className?: string;
}

export function PostDate({ publishedAt, format, className }: PostDateProps) {
  return (
    <time dateTime={publishedAt.slice(0, 10)} className={className}>
      {formatPostDate(publishedAt, format)}
    </time>
  );
}

interface ReadTimeProps {
  readTime: Post["readTime"];
  className?: string;
}

export function ReadTime({ readTime, className }: ReadTimeProps) {
  const label = readTimeLabel(readTime);
  if (!label) return null;
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <Clock className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
