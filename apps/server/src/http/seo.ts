import { routes } from '@putt/contract/routes';
import type { FastifyInstance } from 'fastify';

/** Pages not worth a search engine's visit even though anyone may open them. */
const unlisted = new Set(['homeAlias', 'joinRegistration', 'login']);

/** The public pages without parameters: what the sitemap lists. */
export function sitemapPaths(): string[] {
  return routes
    .filter((route) => route.access === 'anyone' && route.layout === 'main' && !route.path.includes(':'))
    .filter((route) => !unlisted.has(route.key))
    .map((route) => route.path);
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** /robots.txt and /sitemap.xml, built from the route table so they never miss a page. */
export function registerSeo(app: FastifyInstance, publicOrigin: string): void {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths().map((path) => `  <url><loc>${escapeXml(publicOrigin + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const robots = [
    'User-agent: *',
    'Allow: /',
    // members' pages, examinee entry and the API hold nothing for search engines
    'Disallow: /api/',
    'Disallow: /Admin',
    'Disallow: /Mypage',
    'Disallow: /Offer/',
    'Disallow: /Survey/',
    'Disallow: /ReportDownload/',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
