import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Tracks requests whose handlers have not finished. A shopper who gives up (closes the tab, a load balancer's
 * timeout) takes the connection away but not the handler, which may still be querying: closing the database
 * under it would turn its last queries into errors. Shutdown waits for none to be left first.
 */
export function trackInFlight(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  let onDrained: (() => void) | undefined;
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  // onSend runs once every handler (or error handler) has produced its answer, whether or not anyone reads it.
  app.addHook('onSend', async (request) => {
    running.delete(request);
    if (running.size === 0) onDrained?.();
  });

  return {
    /** Resolves once no handler is running, or after `timeoutMs` whatever is still running (which it logs). */
    drained(timeoutMs: number): Promise<void> {
      if (running.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          app.log.warn(
            { requests: [...running].map((request) => `${request.method} ${request.url}`) },
            `Closing with ${running.size} request(s) still running after ${timeoutMs} ms`,
          );
          resolve();
        }, timeoutMs);
        onDrained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
