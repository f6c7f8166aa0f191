"use client";

import { useEffect } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { RepeatedHourChoice } from "@/components/forms/repeated-hour-choice";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { FormPlaceAutocomplete } from "@/components/places/form-place-autocomplete";
import { Input, Textarea } from "@/components/ui/input";
import { useSession, type SessionUser } from "@/hooks/use-session";
import { CHECKOUT_ERROR_TITLE, checkoutErrorMessage } from "@/lib/commerce/checkout-error-message";
import type { ReadingProduct } from "@/lib/products/catalogue";
import { COUPLE_FIELD_FOR_PATH, PROMPT_MAX } from "@/lib/validations/checkout-constants";
import type { BundleCheckoutData, BundleFormInput, MatchCheckoutData } from "@/lib/validations/checkout";

import { CheckoutButton } from "./checkout-button";
import { fieldAria, FormField } from "./form-field";
import { SignInPrompt } from "./sign-in-prompt";
import { useCheckoutRedirect } from "./use-checkout-redirect";

type CouplesKind = "match" | "bundle";
type CouplesPayload = MatchCheckoutData | BundleCheckoutData;

interface CouplesCheckoutProps {
  product: ReadingProduct & { kind: CouplesKind };
  draft?: Partial<BundleFormInput>;
  onDraft: (values: Partial<BundleFormInput>) => void;
}

const SIGN_IN_REASON: Record<CouplesKind, string> = {
  match: "Compatibility reports are kept in your portal beside your own blueprint, so they need a free account. Your birth details are filled in for you.",
  bundle: "The couples bundle lives in your portal beside your own blueprint, so it needs a free account. Your birth details are filled in for you.",
};

const bundleResolver = lazyZodResolver(() => import("@/lib/validations/checkout").then((m) => m.bundleFormSchema));
const matchResolver = lazyZodResolver(() => import("@/lib/validations/checkout").then((m) => m.matchFormSchema));

/** SPEC §2 match and bundle forms: signed-in only, the seeker's own details prefilled from the session. */
export function CouplesCheckout(props: CouplesCheckoutProps) {
  const { user, status } = useSession();
  if (status === "loading") return <div className="bg-muted/50 h-96 animate-pulse rounded-xl" aria-hidden data-testid="couples-form-loading" />;
  if (!user) return <SignInPrompt reason={SIGN_IN_REASON[props.product.kind]} />;
  // Mounted once the session is known, so the profile can be the form's default values.
  return <CouplesCheckoutForm {...props} user={user} />;
}

function fromProfile(user: SessionUser): Partial<BundleFormInput> {
  return { selfName: user.fullName ?? "", selfDob: user.dateOfBirth ?? "", selfTob: user.timeOfBirth ?? "", selfPob: user.placeOfBirth ?? "" };
}

const EMPTY: BundleFormInput = { selfName: "", selfDob: "", selfTob: "", selfPob: "", partnerName: "", partnerDob: "", partnerTob: "", partnerPob: "", prompt: "" };

function CouplesCheckoutForm({ product, draft, onDraft, user }: CouplesCheckoutProps & { user: SessionUser }) {
  const kind = product.kind;
  const { redirecting, startCheckout } = useCheckoutRedirect();
  // Both forms share one set of fields; the match form simply never shows (or sends) the prompt.
  const resolver: Resolver<BundleFormInput, unknown, CouplesPayload> = (values, context, options) =>
    kind === "bundle"
      ? bundleResolver(values, context, options)
      : matchResolver(values, context, { ...options, names: options.names?.filter((name) => name !== "prompt") });
  const form = useForm<BundleFormInput, unknown, CouplesPayload>({
    resolver,
    defaultValues: { ...EMPTY, ...fromProfile(user), ...withoutBlanks(draft) },
  });
  const { errors, isSubmitting } = form.formState;
  const watched = useWatch({ control: form.control });

  // Every change is reported, so what was typed survives choosing another reading and back.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => onDraft(values) }), [form, onDraft]);

  async function onSubmit(payload: CouplesPayload) {
    try {
      await startCheckout(`/api/reports/${kind}/checkout`, payload);
    } catch (error) {
      setServerFieldErrors(error, form.setError, COUPLE_FIELD_FOR_PATH);
      toast.error(CHECKOUT_ERROR_TITLE, { description: checkoutErrorMessage(error, kind) });
    }
  }

  const id = (field: keyof BundleFormInput) => `${kind}-${field}`;
  const text = (field: keyof BundleFormInput) => ({ ...fieldAria(id(field), errors[field]?.message), ...form.register(field) });
  // A birth time the clocks repeated: which pass (shown only then).
  const pass = (who: "self" | "partner") => (
    <RepeatedHourChoice
      id={id(`${who}Disambiguation`)}
      date={watched[`${who}Dob`] ?? ""}
      time={watched[`${who}Tob`] ?? ""}
      place={watched[`${who}Pob`] ?? ""}
      value={watched[`${who}Disambiguation`]}
      onChange={(value) => form.setValue(`${who}Disambiguation`, value)}
    />
  );
  // Birthplaces pick from the atlas as you type; the server resolves them again before payment.
  const place = (field: "selfPob" | "partnerPob") => (
    <FormPlaceAutocomplete
      control={form.control}
      name={field}
      {...fieldAria(id(field), errors[field]?.message)}
      autoComplete="off"
      placeholder="City, country"
      maxLength={200}
    />
  );

  return (
    <form
      onFocus={kind === "bundle" ? bundleResolver.warm : matchResolver.warm}
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label={kind === "bundle" ? "Couples bundle order" : "Compatibility report order"}
      className="grid grid-cols-1 gap-6"
      data-testid={`${kind}-form`}
    >
      {kind === "bundle" ? (
        <FormField id={id("prompt")} label="Your Shared Intention" error={errors.prompt?.message}>
          <Textarea rows={4} maxLength={PROMPT_MAX} placeholder="e.g. We want to find our rhythm again after a year of long distance." {...text("prompt")} />
        </FormField>
      ) : null}

      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="font-display mb-4 text-lg">You</legend>
        <FormField id={id("selfName")} label="Your Name" error={errors.selfName?.message} className="sm:col-span-2">
          <Input autoComplete="name" {...text("selfName")} />
        </FormField>
        <FormField id={id("selfDob")} label="Your Date of Birth" error={errors.selfDob?.message}>
          <Input type="date" min="1900-01-01" {...text("selfDob")} />
        </FormField>
        <FormField id={id("selfTob")} label="Your Time of Birth" error={errors.selfTob?.message}>
          <Input type="time" {...text("selfTob")} />
        </FormField>
        <FormField id={id("selfPob")} label="Your Place of Birth" error={errors.selfPob?.message} className="sm:col-span-2">
          {place("selfPob")}
        </FormField>
        {pass("self")}
      </fieldset>

      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="font-display mb-4 text-lg">Your Partner</legend>
        <FormField id={id("partnerName")} label="Partner's Name" error={errors.partnerName?.message} className="sm:col-span-2">
          <Input autoComplete="off" {...text("partnerName")} />
        </FormField>
        <FormField id={id("partnerDob")} label="Partner's Date of Birth" error={errors.partnerDob?.message}>
          <Input type="date" min="1900-01-01" {...text("partnerDob")} />
        </FormField>
        <FormField id={id("partnerTob")} label="Partner's Time of Birth" error={errors.partnerTob?.message}>
          <Input type="time" {...text("partnerTob")} />
        </FormField>
        <FormField id={id("partnerPob")} label="Partner's Place of Birth" error={errors.partnerPob?.message} className="sm:col-span-2">
          {place("partnerPob")}
        </FormField>
        {pass("partner")}
      </fieldset>

      <CheckoutButton busy={isSubmitting || redirecting}>
        {product.cta} · {product.priceLabel}
      </CheckoutButton>
    </form>
  );
}

/** Blank draft fields must not wipe out what the profile prefilled. */
function withoutBlanks(draft: Partial<BundleFormInput> | undefined): Partial<BundleFormInput> {
  return Object.fromEntries(Object.entries(draft ?? {}).filter(([, v]) => typeof v === "string" && v !== ""));
}
