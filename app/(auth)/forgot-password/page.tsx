import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { ForgotPasswordForm } from "@/components/account/forgot-password-form";

export const metadata: Metadata = {
  title: "Forgot your password?",
  description: "Get a link to choose a new password for your portal.",
  alternates: { canonical: "/forgot-password" },
  robots: { index: false },
};

export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto grid max-w-md gap-8 lg:pt-4">
      <div className="text-center">
        <h1 className="text-4xl leading-tight font-medium sm:text-5xl">Forgot your password?</h1>
        <p className="text-muted-foreground mt-3 text-lg leading-relaxed">It happens to every star-gazer. Tell us the email you signed up with and we&rsquo;ll send you a link to choose a new one.</p>
      </div>
      <ForgotPasswordForm />
      <p className="text-muted-foreground text-center text-sm">
        Remembered it?{" "}
        <Link href="/login" className="text-primary font-medium underline-offset-4 hover:underline">
          Back to log in
        </Link>
      </p>
    </div>
  );
}
