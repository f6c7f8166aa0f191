import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { RESET_LINK_INVALID } from "@/lib/account/password-reset";
import { findLiveToken, TOKEN_PURPOSES } from "@/lib/account/tokens";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  // The token is in the address: never pass it on to another site.
  referrer: "no-referrer",
};

interface ResetPasswordPageProps {
  searchParams: Promise<{ token?: string | string[] }>;
}

/** Where a reset link lands: the form while the link is live, else a kind way to ask for another. */
export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const live = value ? await findLiveToken(value, TOKEN_PURPOSES.passwordReset) : null;
  return (
    <div className="mx-auto grid max-w-md gap-8 lg:pt-4">
      <div className="text-center">
        <h1 className="text-4xl leading-tight font-medium sm:text-5xl">Choose a new password</h1>
        <p className="text-muted-foreground mt-3 text-lg leading-relaxed">
          {live ? "Pick something only you would know. Once it is saved, your portal is signed out everywhere else and opens here." : "This link can't be used any more."}
        </p>
      </div>
      {live ? (
        <ResetPasswordForm token={value} />
      ) : (
        <div className="surface grid gap-4 p-6 sm:p-8" data-testid="reset-link-invalid">
          <p role="alert" className="text-sm leading-relaxed">
            {RESET_LINK_INVALID}
          </p>
          <Button asChild>
            <Link href="/forgot-password">Send me a new link</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
