import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows only our own scripts; Mantine sets inline style attributes, so
 * styles allow 'unsafe-inline' (styles cannot run code). The map on /About/Map is an OpenStreetMap
 * frame (and a reachability probe); the Kakao (Daum) postcode widget is a script from its CDN that
 * embeds its search page as a frame.
 */
export const OPENSTREETMAP = 'https://www.openstreetmap.org';
export const POSTCODE_SCRIPT = 'https://t1.daumcdn.net';
export const POSTCODE_FRAMES = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Helmet's middleware made once: @fastify/helmet built it again for every request (parsing the
  // policy each time), a twentieth of the server's time on a public list (bench/api.mjs).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", POSTCODE_SCRIPT],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // the map page asks the map's server whether it can be reached
        connectSrc: ["'self'", OPENSTREETMAP],
        // the map on /About/Map, the postcode search of the address fields
        frameSrc: [OPENSTREETMAP, ...POSTCODE_FRAMES],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would break the external postcode popup and map frames.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
