import { Spinner } from "@/components/ui/spinner";

export default function StudioLoading() {
  return (
    <div className="flex items-center gap-3 py-16" role="status">
      <Spinner label="Loading the studio" />
      <span className="text-muted-foreground text-sm">Loading…</span>
    </div>
  );
}
