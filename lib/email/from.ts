import "server-only";

import { env } from "@/lib/env";

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** "Solara at The Quantum Veil <oracles@…>": letters come from the oracle, on our sending address. */
export function fromPersona(displayName: string): string {
  return `${displayName} at The Quantum Veil <${addressOf(env.EMAIL_FROM)}>`;
}

/** The free series' sender: the oracle's name on the series address (EMAIL_FROM_SERIES), else on the main one. */
export function seriesFrom(displayName: string): string {
  return `${displayName} at The Quantum Veil <${addressOf(env.EMAIL_FROM_SERIES ?? env.EMAIL_FROM)}>`;
}

/** The team's own letters about a series (confirmation, care) on the series address. */
export function seriesTeamFrom(): string {
  return env.EMAIL_FROM_SERIES ? `The Quantum Veil <${addressOf(env.EMAIL_FROM_SERIES)}>` : env.EMAIL_FROM;
}
