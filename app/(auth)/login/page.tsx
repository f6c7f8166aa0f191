import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";

import { LoginForm } from "@/components/auth/login-form";
import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { getCurrentUser } from "@/lib/auth/current-user";
import { PERSONAS } from "@/lib/personas";

export const metadata: Metadata = {
  title: "Log In",
  description: "Log in to your portal: your cosmic blueprint, readings, reports and orders.",
  alternates: { canonical: "/login" },
};

export default async function LoginPage() {
  if (await getCurrentUser()) redirect("/portal");
  return (
    <div className="mx-auto grid max-w-md gap-8 lg:pt-4">
      <div className="text-center">
        <div className="flex justify-center -space-x-3" aria-hidden>
          {PERSONAS.map((p) => (
            <PersonaEmblem key={p.handle} handle={p.handle} className="ring-background size-12 rounded-full ring-4" />
          ))}
        </div>
        <h1 className="mt-6 text-4xl leading-tight font-medium sm:text-5xl">Welcome back</h1>
        <p className="text-muted-foreground mt-3 text-lg leading-relaxed">Your oracles kept your place. Log in to return to your portal.</p>
      </div>
      <LoginForm />
      <p className="text-muted-foreground text-center text-sm">
        New to The Quantum Veil?{" "}
        <Link href="/signup" className="text-primary font-medium underline-offset-4 hover:underline">
          Create your free portal
        </Link>
      </p>
    </div>
  );
}
