"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";

import { apiPost } from "@/lib/api-client";
import { clearSignupProgress } from "@/lib/auth/signup-progress-store";
import { forgetMemory } from "@/lib/memory";
import { forgetActivePersona } from "@/lib/personas/active";

/** SPEC §4: logout ends in a full reload at `/`. */
export function useLogout() {
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    try {
      await apiPost("/api/auth/logout");
      // Every personal trace leaves with the seeker: intention, last reading, oracle, signup draft.
      forgetMemory();
      forgetActivePersona();
      clearSignupProgress();
      // A full reload (not router.push) so every cached query and client state starts clean.
      window.location.assign(new URL("/", window.location.origin).href);
    } catch (error) {
      setPending(false);
      toast.error("Logout failed", { description: error instanceof Error ? error.message : "Please try again" });
    }
  }
  return { logout, pending };
}
