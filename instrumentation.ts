// Runs once when a server process starts (`next dev` and `next start` alike): stamp each
// request with its socket address (the client IP when no proxy is trusted), apply pending
// migrations, seed the demo seeker where the dev providers are on, and start the job runner
// (unless JOB_RUNNER=off), inside the one process that owns the embedded database.
export async function register() {
  // Next sets NEXT_RUNTIME itself; the edge runtime has no database.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressStamp } = await import("./lib/security/peer-address");
  installPeerAddressStamp();
  const { startServer } = await import("./lib/server-start");
  await startServer();
}
