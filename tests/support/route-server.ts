import http from "node:http";
import type { AddressInfo } from "node:net";

import { installPeerAddressStamp } from "@/lib/security/peer-address";

type Handler = (request: Request, context: undefined) => Promise<Response>;

/**
 * A real HTTP server in front of route handlers, with the app's per-process request stamp
 * installed as instrumentation.ts installs it under `next start`: requests arrive over a real
 * socket, so the client address is whatever the connection says, not what a test claims.
 */
export async function serveRoutes(routes: Record<string, Handler>): Promise<{ url: string; close(): Promise<void> }> {
  installPeerAddressStamp();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const handler = routes[url.pathname];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await handler(new Request(url, { method: req.method, headers, body }), undefined);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
