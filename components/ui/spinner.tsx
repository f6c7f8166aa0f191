import { LoaderCircle } from "lucide-react";
import * as React from "react";

import { cn } from "@/lib/utils";

function Spinner({ className, label = "Loading", ...props }: React.ComponentProps<"svg"> & { label?: string }) {
  return <LoaderCircle role="status" aria-label={label} className={cn("size-5 animate-spin text-primary", className)} {...props} />;
}

export { Spinner };
