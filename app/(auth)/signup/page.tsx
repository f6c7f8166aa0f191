import { BookOpenText, Orbit, ScrollText } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";

import { SignupWizard } from "@/components/auth/signup-wizard";
import { getCurrentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = {
  title: "Create Your Free Portal",
  description: "Choose your oracle, map your birth chart and open a free portal for your readings, blueprints and reports.",
  alternates: { canonical: "/signup" },
};

const PERKS = [
  { icon: Orbit, title: "A free cosmic blueprint", text: "Your natal placements and life-path number, calculated from your birth details." },
  { icon: ScrollText, title: "Every reading in one place", text: "Blueprints, compatibility reports and orders, kept for you." },
  { icon: BookOpenText, title: "An oracle who remembers", text: "Your intention stays with you between visits." },
] as const;

export default async function SignupPage() {
  if (await getCurrentUser()) redirect("/portal");
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-14">
      <div className="lg:sticky lg:top-28">
        <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">Free account</p>
        <h1 className="mt-3 text-4xl leading-[1.1] font-medium sm:text-5xl">
          Open your <span className="text-oracle-gradient italic">cosmic portal</span>
        </h1>
        <p className="text-muted-foreground mt-5 max-w-md text-lg leading-relaxed">
          Three small steps: choose who guides you, tell us the sky you were born under, and keep it all somewhere safe.
        </p>
        <ul className="mt-10 hidden gap-6 lg:grid">
          {PERKS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="border-primary/30 bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-full border">
                <Icon className="size-[18px]" aria-hidden />
              </span>
              <span>
                <span className="block font-medium">{title}</span>
                <span className="text-muted-foreground text-sm leading-relaxed">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-5">
        <SignupWizard />
        <p className="text-muted-foreground text-center text-sm">
          Already have a portal?{" "}
          <Link href="/login" className="text-primary font-medium underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
      </div>
    </div>
  );
}
