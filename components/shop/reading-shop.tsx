"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

import { Spinner } from "@/components/ui/spinner";
import type { ReadingKind, ReadingProduct } from "@/lib/products/catalogue";
import type { BundleFormInput, TarotFormInput } from "@/lib/validations/checkout";
import { COUPLE_FIELDS } from "@/lib/validations/checkout-constants";

import { ProductDetails } from "./product-details";
import { ProductPicker } from "./product-picker";
import { TarotCheckoutForm } from "./tarot-checkout-form";

// The couples form (two people, two birthplaces with their place search) is not the one a visitor
// first sees: it is fetched when the pointer or focus comes to the product cards, or once the page
// is idle, not with the page (issue 16).
const loadCouplesCheckout = () => import("./couples-checkout-form");
const CouplesCheckout = lazy(() => loadCouplesCheckout().then((m) => ({ default: m.CouplesCheckout })));
const prefetchCouplesCheckout = () => void loadCouplesCheckout();

const ORDER_SECTION_ID = "order";

interface Drafts {
  tarot?: Partial<TarotFormInput>;
  match?: Partial<BundleFormInput>;
  bundle?: Partial<BundleFormInput>;
}

/** SPEC §2 Readings shop: the product cards, then the chosen product's details beside its order form. */
interface ReadingShopProps {
  /** The shop's copy and prices, from the product modules (read on the server). */
  products: Readonly<Record<ReadingKind, ReadingProduct>>;
}

export function ReadingShop({ products }: ReadingShopProps) {
  const [selected, setSelected] = useState<ReadingKind>("tarot");
  const formRef = useRef<HTMLDivElement>(null);
  // What was typed survives choosing another product (both couples forms share the people): the
  // forms report every change here without re-rendering the shop, and the latest values are
  // handed to the next form when the choice changes.
  const typed = useRef<Drafts>({});
  const [drafts, setDrafts] = useState<Drafts>({});

  const saveTarot = useCallback((values: Partial<TarotFormInput>) => {
    typed.current.tarot = values;
  }, []);
  const saveCouple = useCallback((kind: "match" | "bundle", values: Partial<BundleFormInput>) => {
    const other = kind === "match" ? "bundle" : "match";
    const people = Object.fromEntries(COUPLE_FIELDS.map((f) => [f, values[f]]));
    typed.current = { ...typed.current, [kind]: values, [other]: { ...typed.current[other], ...people } };
  }, []);
  const saveMatch = useCallback((values: Partial<BundleFormInput>) => saveCouple("match", values), [saveCouple]);
  const saveBundle = useCallback((values: Partial<BundleFormInput>) => saveCouple("bundle", values), [saveCouple]);

  // Scroll once the chosen product's form is committed: a smooth scroll started in the click
  // handler runs while React swaps the form underneath it, and Chromium abandons a smooth scroll
  // whose layout changes mid-flight (the form then never arrives in view).
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    if (scrollRequest === 0) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    formRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [scrollRequest]);

  function onSelect(kind: ReadingKind, activated: boolean) {
    setDrafts({ ...typed.current });
    setSelected(kind);
    if (activated) setScrollRequest((n) => n + 1);
  }

  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return;
    const idle = window.requestIdleCallback(prefetchCouplesCheckout, { timeout: 5_000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  const product = products[selected];
  return (
    <>
      <div className="contents" onPointerEnter={prefetchCouplesCheckout} onFocus={prefetchCouplesCheckout}>
        <ProductPicker products={products} selected={selected} onSelect={onSelect} />
      </div>

      <section id={ORDER_SECTION_ID} aria-labelledby="order-title" className="mt-12 grid grid-cols-1 items-start gap-10 lg:mt-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-14">
        <ProductDetails persona={product.persona} title={product.name} description={product.description} features={product.features} process={product.process} />

        {/* First on phones (the cards already sum the product up), beside the details on wide screens. */}
        <div ref={formRef} className="surface order-first scroll-mt-24 p-6 sm:p-8 lg:sticky lg:top-24 lg:order-none" data-testid="order-form">
          <div className="mb-6 flex items-baseline justify-between gap-4 border-b pb-5">
            <h2 id="order-title" className="text-2xl font-medium">
              Your order
            </h2>
            <p className="text-right">
              <span className="font-display text-3xl font-medium" data-testid="order-price">
                {product.priceLabel}
              </span>{" "}
              <span className="text-muted-foreground text-sm">{product.priceSuffix}</span>
            </p>
          </div>
          {selected === "tarot" ? (
            <TarotCheckoutForm key="tarot" product={product} draft={drafts.tarot} onDraft={saveTarot} />
          ) : (
            <Suspense fallback={<FormLoading />}>
              {selected === "match" ? (
                <CouplesCheckout key="match" product={{ ...product, kind: "match" }} draft={drafts.match} onDraft={saveMatch} />
              ) : (
                <CouplesCheckout key="bundle" product={{ ...product, kind: "bundle" }} draft={drafts.bundle} onDraft={saveBundle} />
              )}
            </Suspense>
          )}
        </div>
      </section>
    </>
  );
}

/** While the couples form arrives (a slow connection, before the page was idle): where the form will be. */
function FormLoading() {
  return (
    <div role="status" className="text-muted-foreground flex min-h-64 items-center justify-center gap-3 text-sm" data-testid="order-form-loading">
      <Spinner aria-hidden /> Loading the order form…
    </div>
  );
}
