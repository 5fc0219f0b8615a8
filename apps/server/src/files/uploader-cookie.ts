import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * A visitor who uploads an inquiry's attachment has no account: this cookie marks the browser that
 * uploaded it, so that browser (and staff) may read the file back and attach it, and nobody else.
 * The database keeps only the token's SHA-256.
 */
export const UPLOADER_COOKIE = 'putt_uploader';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function uploaderDigest(request: FastifyRequest): string | undefined {
  const token = request.cookies[UPLOADER_COOKIE];
  return token ? digest(token) : undefined;
}

/** The browser's uploader digest, giving it a cookie first when it has none. */
export function ensureUploader(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = uploaderDigest(request);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(UPLOADER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicOrigin.startsWith('https://'),
    maxAge: 7 * 24 * 3600,
  });
  return digest(token);
}
