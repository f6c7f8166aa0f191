"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import * as React from "react";
import { toast } from "@/lib/toast";

import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { refreshSession, setSessionUser, type SessionUser } from "@/hooks/use-session";
import { ApiRequestError, apiPost } from "@/lib/api-client";
import { clearSignupProgress, SIGNUP_STEPS } from "@/lib/auth/signup-progress";
import { rememberIntention } from "@/lib/memory";
import { setActivePersona } from "@/lib/personas/active";
import type { SignupFormData } from "@/lib/validations/auth";
import { SIGNUP_STEP_FIELDS } from "@/lib/validations/auth-constants";

import type { SignupForm } from "./wizard-fields";

const SIGNUP_ERROR_TITLE = "Something wobbled in the ether"; // SPEC §8
const SESSION_REFETCH_DELAY_MS = 300; // SPEC §9
const OFFLINE_MESSAGE = "We couldn't reach the portal just now. Check your connection, then press Launch My Portal again: everything you typed is still here.";

/**
 * POST /api/auth/signup and every way it can fail (SPEC §8), each shown where the seeker can act
 * on it: a taken email on step 3 with 'Log in instead', other 400s on step 2 with the server's
 * message, and anything else (offline, too many attempts, a fault on our side) on step 3.
 */
export function useSignupLaunch({ form, step, goTo }: { form: SignupForm; step: number; goTo: (step: number) => void }) {
  const router = useRouter();
  const [serverMessage, setServerMessage] = React.useState<string | null>(null);
  const [launchMessage, setLaunchMessage] = React.useState<string | null>(null);
  const [emailTaken, setEmailTaken] = React.useState(false);
  const [launched, setLaunched] = React.useState(false);

  async function launch(data: SignupFormData) {
    setServerMessage(null);
    setLaunchMessage(null);
    setEmailTaken(false);
    try {
      const { user } = await apiPost<{ user: SessionUser }>("/api/auth/signup", data);
      setLaunched(true);
      clearSignupProgress();
      // The account keeps these now; the browser's copies are only a cache of them.
      setActivePersona(data.personaHandle);
      rememberIntention(data.intention ?? null);
      // Show the new seeker at once, then confirm from the server a moment later (SPEC §7).
      setSessionUser(user);
      setTimeout(() => void refreshSession(), SESSION_REFETCH_DELAY_MS);
      toast.success("Your portal is open ✨", { description: "Welcome in — your first personalized reading is waiting in the astral lounge." });
      router.push("/portal");
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setLaunchMessage(OFFLINE_MESSAGE);
        toast.error(SIGNUP_ERROR_TITLE, { description: "Please try again" });
      } else if (error.status === 400 && error.message.includes("already")) {
        setEmailTaken(true);
        form.setError("email", { message: "That email already has a portal." });
        toast.error(SIGNUP_ERROR_TITLE, {
          description: (
            <span>
              That email already has a portal.{" "}
              <Link href="/login" className="text-primary font-medium underline underline-offset-4">
                Log in instead
              </Link>
            </span>
          ),
        });
        if (step !== SIGNUP_STEPS) goTo(SIGNUP_STEPS);
      } else if (error.status === 400) {
        // SPEC §4: other 400s return to step 2 with the server's message shown there.
        setServerFieldErrors(error, form.setError, SIGNUP_STEP_FIELDS.flat());
        setServerMessage(error.message);
        toast.error(SIGNUP_ERROR_TITLE, { description: error.message });
        goTo(2);
      } else {
        setLaunchMessage(error.message);
        toast.error(SIGNUP_ERROR_TITLE, { description: error.message });
      }
    }
  }

  return {
    launch,
    launched,
    serverMessage,
    launchMessage,
    emailTaken,
    clearEmailTaken: () => setEmailTaken(false),
    clearMessages: () => {
      setServerMessage(null);
      setLaunchMessage(null);
    },
  };
}
