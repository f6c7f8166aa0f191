import { ArrowLeft, Download } from "lucide-react";
import { Link } from "@/components/ui/link";

import { PortalSection } from "@/components/portal/portal-section";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/auth/session-user";

import { BirthDataForm } from "./birth-data-form";
import { DeleteAccount } from "./delete-account";
import { EmailForm } from "./email-form";
import { NameForm } from "./name-form";
import { PasswordForm } from "./password-form";

/** /portal/settings: each part of the account on its own card, the one that cannot be undone last. */
export function SettingsView({ user }: { user: SessionUser }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6 lg:px-8">
      <header>
        <Link href="/portal" className="text-muted-foreground hover:text-foreground -ml-1 inline-flex min-h-11 items-center gap-1 px-1 text-sm">
          <ArrowLeft className="size-4" aria-hidden /> My Portal
        </Link>
        <p className="text-primary mt-4 text-xs font-semibold tracking-[0.2em] uppercase">Settings</p>
        <h1 className="mt-2 text-4xl font-medium sm:text-5xl">Your account</h1>
        <p className="text-muted-foreground mt-3 text-lg leading-relaxed">Your name, your birth data, how you sign in, and what we keep. All of it is yours to change.</p>
      </header>
      <div className="mt-10 grid gap-6">
        <PortalSection id="settings-name-title" title="Name">
          <NameForm fullName={user.fullName ?? ""} />
        </PortalSection>
        <PortalSection id="settings-birth-title" title="Birth data" description="Your chart is cast from the minute and place you were born.">
          <BirthDataForm user={user} />
        </PortalSection>
        <PortalSection id="settings-email-title" title="Email">
          <EmailForm email={user.email} />
        </PortalSection>
        <PortalSection id="settings-password-title" title="Password">
          <PasswordForm />
        </PortalSection>
        <PortalSection id="settings-data-title" title="Download my data" description="Your profile, blueprints, compatibility reports, orders with their readings, and email subscriptions, as one JSON file.">
          <Button asChild variant="outline" className="min-h-11">
            <a href="/api/account/export" download data-testid="download-data">
              <Download aria-hidden /> Download my data
            </a>
          </Button>
        </PortalSection>
        <PortalSection id="settings-delete-title" title="Delete my account" description="Everything of yours goes, except anonymous records of your payments, which the law asks us to keep." className="border-destructive/40">
          <DeleteAccount />
        </PortalSection>
      </div>
    </div>
  );
}
