import { Badge } from "@/components/ui/badge";

const ORDER: Record<string, { label: string; className: string }> = {
  pending: { label: "Pending payment", className: "text-muted-foreground" },
  paid: { label: "Paid", className: "border-primary/40 bg-primary/10 text-primary" },
  fulfilled: { label: "Fulfilled", className: "bg-secondary text-secondary-foreground border-transparent" },
  refunded: { label: "Refunded", className: "border-destructive/40 text-destructive" },
  cancelled: { label: "Cancelled", className: "text-muted-foreground" },
  failed: { label: "Payment failed", className: "text-muted-foreground" },
};

const READING: Record<string, { label: string; className: string }> = {
  held: { label: "Held for a person", className: "border-primary bg-primary text-primary-foreground" },
  approved: { label: "Approved, sending", className: "border-primary/40 bg-primary/10 text-primary" },
  sent: { label: "Sent", className: "bg-secondary text-secondary-foreground border-transparent" },
  withdrawn: { label: "Withdrawn", className: "text-muted-foreground" },
};

const JOB: Record<string, { label: string; className: string }> = {
  queued: { label: "Queued", className: "border-primary/40 bg-primary/10 text-primary" },
  running: { label: "Running", className: "border-primary bg-primary text-primary-foreground" },
  done: { label: "Done", className: "bg-secondary text-secondary-foreground border-transparent" },
  dead: { label: "Dead", className: "border-destructive bg-destructive text-destructive-foreground" },
};

function StatusBadge({ map, value, testId }: { map: Record<string, { label: string; className: string }>; value: string; testId?: string }) {
  const shown = map[value] ?? { label: value, className: "" };
  return (
    <Badge variant="plain" className={shown.className} data-testid={testId}>
      {shown.label}
    </Badge>
  );
}

export const OrderStatusBadge = ({ status }: { status: string }) => <StatusBadge map={ORDER} value={status} testId="order-status" />;
export const ReadingStatusBadge = ({ status }: { status: string }) => <StatusBadge map={READING} value={status} testId="reading-status" />;
export const JobStatusBadge = ({ status }: { status: string }) => <StatusBadge map={JOB} value={status} />;
