import { LoaderCircle } from "lucide-react";
import * as React from "react";

import { cn } from "@/lib/utils";

/** `className` sets the size and colour (both: nothing merges classes), by default size-5 in the primary colour. */
function Spinner({ className = "text-primary size-5", label = "Loading", ...props }: React.ComponentProps<"svg"> & { label?: string }) {
  return <LoaderCircle role="status" aria-label={label} className={cn("animate-spin", className)} {...props} />;
}

export { Spinner };
