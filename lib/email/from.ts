import "server-only";

import { env } from "@/lib/env";

/** "Solara at The Quantum Veil <oracles@…>": letters come from the oracle, on our sending address. */
export function fromPersona(displayName: string): string {
  const address = /<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM.trim();
  return `${displayName} at The Quantum Veil <${address}>`;
}
