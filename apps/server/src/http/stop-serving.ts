import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How a web process stops (issue 45): it stops taking connections at once, and answers each
 * connection still open its next request with `Connection: close`, so the client (nginx) closes
 * it after that answer instead of sending on it while it is being shut; after every connection
 * closed, or `drainMs`, the app closes (what is left idle is shut, the jobs are handed back, the
 * database closed). Closing the server outright would shut idle keep-alive connections at once,
 * and a request already on its way over one would be cut.
 */
export function stopServing(app: FastifyInstance, drainMs: number): () => Promise<void> {
  let draining = false;
  // as the answer goes out, so that a request taken before the stop is answered so too
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return async () => {
    draining = true;
    // the listening socket only: http.Server's own close() would also shut the idle connections
    Server.prototype.close.call(app.server);
    const until = Date.now() + drainMs;
    while (Date.now() < until && (await openConnections(app.server)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.close();
  };
}

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
