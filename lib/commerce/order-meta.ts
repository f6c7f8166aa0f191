import { z } from "zod";

/**
 * What an Order's `meta` JSON holds, per product (the contract between checkout, fulfilment and
 * the portal). Birth fields are as the buyer typed them: dob 'yyyy-mm-dd', tob 'HH:mm', pob text.
 */
export const personMetaSchema = z.object({ name: z.string(), dob: z.string(), tob: z.string(), pob: z.string() });
export type PersonMeta = z.infer<typeof personMetaSchema>;

export const tarotMetaSchema = z.object({ prompt: z.string() });
export const matchMetaSchema = z.object({ person1: personMetaSchema, person2: personMetaSchema });
export const bundleMetaSchema = z.object({ person1: personMetaSchema, person2: personMetaSchema, prompt: z.string() });
export const liveSessionMetaSchema = z.object({
  details: z.object({
    fullName: z.string().optional(),
    timezone: z.string().optional(),
    notes: z.string().optional(),
    intention: z.string(),
  }),
  /** SPEC §3 Order.meta.prompt: the intention, so every order shows one in the portal. */
  prompt: z.string(),
});

export type TarotMeta = z.infer<typeof tarotMetaSchema>;
export type MatchMeta = z.infer<typeof matchMetaSchema>;
export type BundleMeta = z.infer<typeof bundleMetaSchema>;
export type LiveSessionMeta = z.infer<typeof liveSessionMetaSchema>;
