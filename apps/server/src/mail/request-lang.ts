import type { FastifyRequest } from 'fastify';
import type { Lang } from '@putt/contract/lang';

/** The visitor's language for e-mails: the web sends its choice in x-lang; else Accept-Language. */
export function requestLang(request: FastifyRequest): Lang {
  const chosen = request.headers['x-lang'];
  if (chosen === 'en' || chosen === 'ko') return chosen;
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ko';
}
