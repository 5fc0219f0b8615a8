import type { FastifyBaseLogger } from 'fastify';

/**
 * On SIGTERM (a deploy, systemd's stop) or SIGINT, runs `stop` once and exits when it is done, or
 * after `seconds` whatever it is still doing: a process that hangs on its way out must not hold a
 * deploy back, and one that finishes must not be cut by the service manager's own limit.
 */
export function stopOnSignals(log: FastifyBaseLogger, seconds: number, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    setTimeout(() => {
      log.error(`still stopping after ${seconds} s (SHUTDOWN_SECONDS): exiting`);
      process.exit(1);
    }, seconds * 1000).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
