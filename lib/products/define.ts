import type { ProductDefinition, ProductModule } from "./types";

export type DefinedProduct<Meta, Draw, Data> = ProductModule & { definition: ProductDefinition<Meta, Draw, Data> };

/**
 * Wraps a typed product definition as the registry's ProductModule: every call that receives a
 * stored value (Order.meta, Order.draw, Reading.data) parses it with the product's versioned
 * schema first, so callers never cast database JSON.
 */
export function defineProduct<Meta, Draw, Data>(definition: ProductDefinition<Meta, Draw, Data>): DefinedProduct<Meta, Draw, Data> {
  const { meta, atPayment, data } = definition;
  return {
    definition,
    id: definition.id,
    name: definition.name,
    amount: definition.amount,
    currency: definition.currency,
    persona: definition.persona,
    reading: definition.reading,
    requiresAccount: definition.requiresAccount,
    copy: definition.copy,
    parseMeta: (value) => meta.parse(value),
    buyerWords: (value) => definition.buyerWords(meta.parse(value)),
    drawAtPayment: (paidAt) => (atPayment ? atPayment.draw.store(atPayment.make(paidAt)) : null),
    prepare(input) {
      const draw = atPayment && input.draw !== null && input.draw !== undefined ? atPayment.draw.parse(input.draw) : null;
      if (atPayment && draw === null) throw new Error(`${definition.id}: the order has no draw (it is made when the payment is confirmed)`);
      const prepared = definition.prepare({ ...input, meta: meta.parse(input.meta), draw });
      return { request: prepared.request, subject: prepared.subject, data: data.store(prepared.data) };
    },
    present: (value) => definition.present(data.parse(value)),
    portalReport: (value) => (definition.portalReport ? definition.portalReport(data.parse(value)) : null),
    parseData: (value) => data.parse(value),
  };
}
