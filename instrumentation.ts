// Runs once when a server process starts (`next dev` and `next start` alike): apply pending
// migrations, seed the demo seeker where the dev providers are on, and start the job runner
// (unless JOB_RUNNER=off), inside the one process that owns the embedded database.
export async function register() {
  // Next sets NEXT_RUNTIME itself; the edge runtime has no database.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/server-start");
  await startServer();
}
