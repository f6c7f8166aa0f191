import { installPeerAddressStamp, PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";

/** Builds a Request as a browser on our own origin would send it. */
export function jsonRequest(
  path: string,
  body: unknown,
  { method = "POST", headers = {}, raw }: { method?: string; headers?: Record<string, string>; raw?: string } = {},
): Request {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
    body: raw ?? JSON.stringify(body),
  });
}

/**
 * Headers that make an in-process request come from `address`, the way our server stamps each
 * request's socket address (lib/security/peer-address.ts) before a route handler sees it.
 */
export function fromAddress(address: string): Record<string, string> {
  installPeerAddressStamp();
  return { [PEER_ADDRESS_HEADER]: address };
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
