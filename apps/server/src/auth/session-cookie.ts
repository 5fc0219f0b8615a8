import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { SESSION_COOKIE, STAFF_SESSION_COOKIE, sessionLimits } from './sessions.js';

/** httpOnly, SameSite=Lax, Secure when the public origin is https; lives as long as the session may. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicOrigin.startsWith('https://'),
    maxAge: Math.floor(sessionLimits.member.absoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicOrigin.startsWith('https://'),
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * The back office's own cookie: a staff sign-in never replaces a member's session in the same
 * browser, and a member's cookie never reaches a staff operation. SameSite=Strict: no link from
 * another site arrives signed in to the back office.
 */
export function setStaffSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicOrigin.startsWith('https://'),
    maxAge: Math.floor(sessionLimits.staff.absoluteMs / 1000),
  });
}

export function clearStaffSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicOrigin.startsWith('https://'),
  });
}

export function staffSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_SESSION_COOKIE];
}
