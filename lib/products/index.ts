import "server-only";

import { astroBlueprint } from "./astro-blueprint";
import { bundleCouples } from "./bundle-couples";
import { matchReport } from "./match-report";
import { numerologyMap } from "./numerology-map";
import { tarot } from "./tarot";
import { tarotImmersion } from "./tarot-immersion";
import type { ProductId } from "./ids";
import type { ProductModule } from "./types";

/**
 * Every product the shop sells, one module each (lib/products/<product>.ts). Checkout, payment,
 * fulfilment, the email, the portal and the studio all ask the product's module; adding a product
 * is its module, its tests and one line here.
 */
export const PRODUCTS: Readonly<Record<ProductId, ProductModule>> = {
  tarot,
  "match-report": matchReport,
  "bundle-couples": bundleCouples,
  "astro-blueprint": astroBlueprint,
  "numerology-map": numerologyMap,
  "tarot-immersion": tarotImmersion,
};

/** A registry services can be handed (tests add a throwaway product without touching this file). */
export type ProductCatalogue = Readonly<Record<string, ProductModule>>;

export function productModule(id: string, catalogue: ProductCatalogue = PRODUCTS): ProductModule | null {
  return Object.hasOwn(catalogue, id) ? (catalogue[id] ?? null) : null;
}

export { astroBlueprint, bundleCouples, matchReport, numerologyMap, tarot, tarotImmersion };
export type { ProductModule } from "./types";
