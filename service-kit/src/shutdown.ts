// Graceful shutdown of a service process on SIGTERM (an orchestrator or the start script) and SIGINT (Ctrl+C).

/** Kubernetes and Docker wait 10 s by default before they kill; finishing earlier keeps it our own choice. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On the first signal runs `stop` (drain, let running requests finish, close the database) and
 * exits 0; when that takes longer than graceMs, exits 1 at once with a log line. A second signal
 * changes nothing.
 */
export function exitGracefully(name: string, stop: () => Promise<void>, graceMs = SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${name}: ${signal} ontvangen, lopende verzoeken worden afgemaakt.`);
    setTimeout(() => {
      console.error(`${name}: afsluiten duurde langer dan ${graceMs / 1000} s; nu gestopt.`);
      process.exit(1);
    }, graceMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name}: afsluiten mislukt`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
