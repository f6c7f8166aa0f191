import type { Metadata } from "next";

import { ConfirmEmail } from "@/components/account/confirm-email";

export const metadata: Metadata = {
  title: "Confirm your new email",
  robots: { index: false, follow: false },
  // The token is in the address: never pass it on to another site.
  referrer: "no-referrer",
};

interface ConfirmEmailPageProps {
  searchParams: Promise<{ token?: string | string[] }>;
}

export default async function ConfirmEmailPage({ searchParams }: ConfirmEmailPageProps) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto grid max-w-md gap-8 lg:pt-4">
      <div className="text-center">
        <h1 className="text-4xl leading-tight font-medium sm:text-5xl">Confirm your new email</h1>
        <p className="text-muted-foreground mt-3 text-lg leading-relaxed">One press and your portal moves to this address. We&rsquo;ll let your old one know.</p>
      </div>
      <ConfirmEmail token={typeof token === "string" ? token : ""} />
    </div>
  );
}
