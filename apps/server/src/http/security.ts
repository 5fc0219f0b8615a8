import type { IncomingMessage, ServerResponse } from 'node:http';
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
  // policy each time), a twentieth of the server's time on a public list (bench/api.mjs); and run
  // once, below.
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
  const headers = headersOf(setHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * What Helmet's middleware sets, read once: its policy is the same for every request, so each
 * answer takes the finished headers (Fastify writes them with the rest) instead of running the
 * middleware, which set them one by one through Node's checks (bench/api.mjs: a few microseconds
 * of every request).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  // the middleware is synchronous: a version that is not would leave every answer without headers
  if (!finished || !headers['content-security-policy']) throw new Error('Helmet set no headers');
  return headers;
}
