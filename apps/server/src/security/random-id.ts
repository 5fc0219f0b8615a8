import { randomBytes } from 'node:crypto';

/** A public identifier (DESIGN.md, data rules): 128 random bits, URL-safe, never sequential. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}
