import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Runtime } from './runtime';

/**
 * Stops accepting connections and resolves once every request in flight has been answered. Keep-alive
 * sockets idle between requests would hold `close()` open until their own timeout, and a socket whose request
 * finishes while we wait becomes idle too, so idle sockets are closed again until the server is closed; answers
 * given meanwhile carry `Connection: close` so clients do not send another request on a closing socket.
 */
export function drainHttp(server: Server): Promise<void> {
  server.on('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * SIGTERM (a rolling deploy, a container stop) and SIGINT (Ctrl-C): stop accepting, finish the requests and the
 * jobs in flight within `timeoutMs`, close the chains and the database, exit 0. Past the bound the process exits
 * 1 with a log line (the jobs it gave up on are retried by another process); a second signal exits at once.
 */
export function stopOnSignals(opts: { server: Server; runtime: Runtime; log: Logger; timeoutMs: number }) {
  const { server, runtime, log, timeoutMs } = opts;
  let stopping = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) {
      log.warn({ signal }, 'second stop signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    const deadline = Date.now() + timeoutMs;
    log.info({ signal, timeoutMs }, 'shutting down: finishing requests and jobs in flight');
    // Not unref'd: this timer is what guarantees the process ends even if some work never settles.
    setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown timed out with work in flight: exiting');
      process.exit(1);
    }, timeoutMs);
    try {
      await drainHttp(server);
      log.info({ remainingMs: deadline - Date.now() }, 'requests in flight answered; stopping jobs');
      await runtime.stop(deadline - Date.now());
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    log.info('stopped');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
