import "server-only";

import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * The TCP peer of each request, stamped by our own server process. `next start` never tells a
 * route handler the socket address: it only fills in `X-Forwarded-For` when the client sent
 * none (`??=` in next/dist/server/base-server.js), so a client that sends the header chooses it.
 * Node publishes every incoming request on this diagnostics channel before any 'request'
 * listener (Next's included) sees it, so the value written here always overwrites whatever the
 * client put under the same name.
 */
export const PEER_ADDRESS_HEADER = "x-tqv-peer-address";

// On globalThis: instrumentation and route handlers are separate bundles in one process.
const INSTALLED = Symbol.for("tqv.peer-address-stamp");
type WithFlag = typeof globalThis & { [INSTALLED]?: true };

/** Called once per server process (instrumentation.ts); idempotent. */
export function installPeerAddressStamp(): void {
  const global = globalThis as WithFlag;
  if (global[INSTALLED]) return;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? "";
  });
  global[INSTALLED] = true;
}

/** Without the stamp (not a Node server of ours) the header could come from the client: never trust it then. */
export function peerAddressStampInstalled(): boolean {
  return (globalThis as WithFlag)[INSTALLED] === true;
}
