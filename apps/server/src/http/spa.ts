import { langOf } from '@putt/contract/lang';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@putt/contract/errors';
import { adminRoutes } from '@putt/contract/admin-routes';
import { matchRoute, routes } from '@putt/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.js';

type Lang = 'ko' | 'en';

/**
 * The prerendered public pages of the build (scripts/prerender.mjs), by language and path:
 * `prerender/{lang}/index.html` is `/`, `prerender/{lang}/About/Map.html` is `/About/Map`.
 */
function readPrerendered(webDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = join(webDir, 'prerender');
  if (!existsSync(root)) return pages;
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const [lang, ...rest] = relative(root, join(root, file)).split(/[\\/]/);
    const path = `/${rest.join('/').replace(/\.html$/, '')}`.replace(/^\/index$/, '/');
    pages.set(`${lang}:${path}`, readFileSync(join(root, file), 'utf8'));
  }
  return pages;
}

/**
 * Serves the web build: hashed assets cached for a year, index.html never cached, and index.html
 * for every route of the spec. A path that is no route still gets the app (it shows its 404 page)
 * but with a real 404 status. A public page prerendered at build time is sent finished, in the
 * language of the visitor's `lang` cookie (Korean by default).
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
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : // the survey's service worker: a new build's reaches the browser at its next visit
              path.endsWith('survey-sw.js')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ webDir }, 'no web build: run `npm run build` to serve the site');
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  const prerendered = readPrerendered(webDir);

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lang: Lang = langOf(request.cookies.lang);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(prerendered.get(`${lang}:${pathname}`) ?? indexHtml);
  };

  // Routes of their own (not the not-found handler), so the compress plugin's hook reaches them.
  if (hasBuild) {
    // the route table's own matcher has the last word (an empty parameter is no route)
    for (const route of routes)
      app.get(route.path, (request, reply) =>
        sendPage(request, reply, matchRoute(request.url.split('?')[0] ?? '/') ? 200 : 404),
      );
  }

  // The back office: the app shell (never prerendered), kept out of search engines.
  if (hasBuild) {
    for (const route of adminRoutes)
      app.get(route.path, (request, reply) => {
        reply.header('x-robots-tag', 'noindex, nofollow');
        return sendPage(request, reply, 200);
      });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !hasBuild) {
      return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, 'Not found'));
    }
    return sendPage(request, reply, pathname === '/index.html' ? 200 : 404);
  });
}
