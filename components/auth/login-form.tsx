"use client";

import { LogIn } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import * as React from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { refreshSession, setSessionUser, type SessionUser } from "@/hooks/use-session";
import { ApiRequestError, apiPost } from "@/lib/api-client";
import type { LoginData, LoginInput } from "@/lib/validations/auth";

import { PasswordInput } from "./password-input";

const resolver = lazyZodResolver(() => import("@/lib/validations/auth").then((m) => m.loginSchema));

/** SPEC §8: what the 'Login Failed' toast says for each kind of failure. */
function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.status === 401 ? "Please check your email and password and try again." : error.message;
  return "Invalid credentials";
}

export function LoginForm() {
  const router = useRouter();
  const [signedIn, setSignedIn] = React.useState(false);
  const form = useForm<LoginInput, unknown, LoginData>({ resolver, defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || signedIn;

  async function onSubmit(values: LoginData) {
    try {
      const { user } = await apiPost<{ user: SessionUser }>("/api/auth/login", values);
      setSignedIn(true);
      setSessionUser(user);
      void refreshSession();
      toast.success("Welcome back!");
      router.push("/portal");
    } catch (error) {
      toast.error("Login Failed", { description: loginFailureMessage(error) });
    }
  }

  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Log in" className="surface grid gap-5 p-6 sm:p-8" data-testid="login-form">
      <Field>
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          {...EMAIL_INPUT_PROPS}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? "login-email-error" : undefined}
          {...form.register("email")}
        />
        <FieldError id="login-email-error">{errors.email?.message}</FieldError>
      </Field>
      <Field>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <Label htmlFor="login-password">Password</Label>
          <Link href="/forgot-password" className="text-primary -my-3 inline-flex min-h-11 items-center text-sm font-medium underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? "login-password-error" : undefined}
          {...form.register("password")}
        />
        <FieldError id="login-password-error">{errors.password?.message}</FieldError>
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? <Spinner className="text-primary-foreground size-4" label="Logging in" /> : <LogIn aria-hidden />}
        Log In
      </Button>
    </form>
  );
}
