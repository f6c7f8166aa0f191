"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { useSessionPrefill } from "@/components/forms/use-session-prefill";
import { Input, Textarea } from "@/components/ui/input";
import { CHECKOUT_ERROR_TITLE, checkoutErrorMessage } from "@/lib/commerce/checkout-error-message";
import type { ReadingProduct } from "@/lib/products/catalogue";
import { PROMPT_MAX } from "@/lib/validations/checkout-constants";
import type { TarotFormData, TarotFormInput } from "@/lib/validations/checkout";

import { CheckoutButton } from "./checkout-button";
import { fieldAria, FormField } from "./form-field";
import { useCheckoutRedirect } from "./use-checkout-redirect";

interface TarotCheckoutFormProps {
  product: ReadingProduct;
  draft?: Partial<TarotFormInput>;
  onDraft: (values: Partial<TarotFormInput>) => void;
}

const resolver = lazyZodResolver(() => import("@/lib/validations/checkout").then((m) => m.tarotFormSchema));

/** SPEC §2 tarot form: email and 'Your Question or Focus'; guests welcome. */
export function TarotCheckoutForm({ product, draft, onDraft }: TarotCheckoutFormProps) {
  const { redirecting, startCheckout } = useCheckoutRedirect();
  const form = useForm<TarotFormInput, unknown, TarotFormData>({
    resolver,
    defaultValues: { email: "", prompt: "", ...draft },
  });
  const { errors, isSubmitting } = form.formState;

  // Every change is reported, so what was typed survives choosing another reading and back.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => onDraft(values) }), [form, onDraft]);

  // A signed-in seeker's email is filled in, unless they already typed one.
  useSessionPrefill(form, { email: "email" });

  async function onSubmit(values: TarotFormData) {
    try {
      await startCheckout("/api/stripe/checkout", { email: values.email, product: "tarot", prompt: values.prompt });
    } catch (error) {
      setServerFieldErrors(error, form.setError, ["email", "prompt"] as const);
      toast.error(CHECKOUT_ERROR_TITLE, { description: checkoutErrorMessage(error, "tarot") });
    }
  }

  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Tarot reading order" className="grid grid-cols-1 gap-5" data-testid="tarot-form">
      <FormField id="tarot-email" label="Email" error={errors.email?.message} description="Your reading arrives here within 24 hours.">
        <Input {...EMAIL_INPUT_PROPS} placeholder="you@example.com" {...fieldAria("tarot-email", errors.email?.message, true)} {...form.register("email")} />
      </FormField>
      <FormField id="tarot-prompt" label="Your Question or Focus" error={errors.prompt?.message}>
        <Textarea
          rows={5}
          maxLength={PROMPT_MAX}
          placeholder="e.g. I've been offered a move abroad. What do I need to see before I decide?"
          {...fieldAria("tarot-prompt", errors.prompt?.message)}
          {...form.register("prompt")}
        />
      </FormField>
      <CheckoutButton busy={isSubmitting || redirecting}>
        {product.cta} · {product.priceLabel}
      </CheckoutButton>
    </form>
  );
}
