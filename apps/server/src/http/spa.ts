import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@putt/contract/errors';
import { matchRoute } from '@putt/contract/routes';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.js';

/**
 * Serves the web build: hashed assets cached for a year, index.html never cached, and index.html
 * for every route of the spec. A path that is no route still gets the app (it shows its 404 page)
 * but with a real 404 status.
 */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ webDir }, 'no web build: run `npm run build` to serve the site');
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !hasBuild) {
      return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, 'Not found'));
    }
    return reply
      .status(matchRoute(pathname) || pathname === '/index.html' ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
