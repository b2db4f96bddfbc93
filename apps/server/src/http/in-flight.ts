import type { FastifyInstance } from 'fastify';

/**
 * Counts requests whose handlers have not finished. A shopper who gives up (closes the tab, a load balancer's
 * timeout) takes the connection away but not the handler, which may still be querying: closing the database
 * under it would turn its last queries into errors. Shutdown waits for this count to reach zero first.
 */
export function trackInFlight(app: FastifyInstance) {
  let inFlight = 0;
  let onDrained: (() => void) | undefined;
  app.addHook('onRequest', async () => {
    inFlight += 1;
  });
  // onSend runs once every handler (or error handler) has produced its answer, whether or not anyone reads it.
  app.addHook('onSend', async () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) onDrained?.();
  });

  return {
    /** Resolves once no handler is running, or after `timeoutMs` whatever is still running. */
    drained(timeoutMs: number): Promise<void> {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        onDrained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
