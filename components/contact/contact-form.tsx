"use client";

import { CheckCircle2, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";

import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiPost } from "@/lib/api-client";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import type { ContactData, ContactInput } from "@/lib/validations/contact";

const FIELDS = ["name", "email", "message"] as const;

const resolver = lazyZodResolver(() => import("@/lib/validations/contact").then((m) => m.contactSchema));

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<ContactInput, unknown, ContactData>({
    resolver,
    defaultValues: { name: "", email: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ContactData) {
    try {
      await apiPost("/api/contact", values);
      toast.success("Message Sent!", { description: "We'll get back to you within 24 hours." });
      form.reset();
      setSent(true);
    } catch (error) {
      // Field problems the server found go back to their fields; anything else is a toast.
      const mapped = setServerFieldErrors(error, form.setError, FIELDS);
      if (!mapped.length) toast.error("Error", { description: "Something went wrong. Please try again." });
    }
  }

  if (sent) {
    return (
      <div className="surface flex flex-col items-center p-10 text-center" role="status" data-testid="contact-sent">
        <CheckCircle2 className="text-primary size-12" aria-hidden />
        <h2 className="mt-5 text-3xl font-medium">Message Sent!</h2>
        <p className="text-muted-foreground mt-3 max-w-sm leading-relaxed">
          Thank you for writing. We&apos;ll get back to you within 24 hours.
        </p>
        <Button className="mt-8" variant="outline" onClick={() => setSent(false)}>
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate className="surface grid gap-5 p-6 sm:p-8" aria-label="Contact form">
      <Field>
        <Label htmlFor="contact-name">Name</Label>
        <Input id="contact-name" autoComplete="name" aria-invalid={!!errors.name} aria-describedby={errors.name ? "contact-name-error" : undefined} {...form.register("name")} />
        <FieldError id="contact-name-error">{errors.name?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor="contact-email">Email</Label>
        <Input
          id="contact-email"
          {...EMAIL_INPUT_PROPS}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? "contact-email-error" : undefined}
          {...form.register("email")}
        />
        <FieldError id="contact-email-error">{errors.email?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          placeholder="Tell us what's on your mind…"
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
          {...form.register("message")}
        />
        <FieldError id="contact-message-error">{errors.message?.message}</FieldError>
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        <Send aria-hidden /> {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
