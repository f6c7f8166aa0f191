import { Link } from "@/components/ui/link";

// Only operators reach this: the studio's layout answers everyone else with the site's own 404.
export default function StudioOrderNotFound() {
  return (
    <div className="surface p-8 text-center">
      <h1 className="text-2xl font-medium">No such order</h1>
      <p className="text-muted-foreground mt-2 text-sm">Check the id, or search for the buyer&apos;s email.</p>
      <Link href="/studio/orders" className="text-primary mt-4 inline-block text-sm underline-offset-2 hover:underline">
        Search orders
      </Link>
    </div>
  );
}
