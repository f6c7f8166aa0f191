import { Spinner } from "@/components/ui/spinner";

export default function PostLoading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-24" aria-busy="true">
      <Spinner className="size-8" label="Loading post" />
      <p className="text-muted-foreground text-sm">Opening the page…</p>
    </div>
  );
}
