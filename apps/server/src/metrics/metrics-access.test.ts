import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access.js';

const token = 't'.repeat(40);
const from = (ip: string, authorization?: string) =>
  ({ ip, headers: authorization === undefined ? {} : { authorization } }) as unknown as FastifyRequest;

describe('who may read /metrics', () => {
  it('opens to a peer at a listed address or in a listed range, IPv4 and IPv6, and hides from others', () => {
    const access = metricsAccess({ token: undefined, addresses: ['10.1.0.0/16', '192.0.2.7', 'fd00::/8'] });
    expect(access(from('10.1.200.3'))).toBe('open');
    expect(access(from('::ffff:10.1.0.9'))).toBe('open');
    expect(access(from('192.0.2.7'))).toBe('open');
    expect(access(from('fd00::42'))).toBe('open');
    expect(access(from('10.2.0.1'))).toBe('hidden');
    expect(access(from('192.0.2.8'))).toBe('hidden');
    expect(access(from('127.0.0.1', `Bearer ${token}`))).toBe('hidden');
  });

  it('opens to the bearer of the token only, and asks anyone else for it', () => {
    const access = metricsAccess({ token, addresses: [] });
    expect(access(from('203.0.113.5', `Bearer ${token}`))).toBe('open');
    expect(access(from('203.0.113.5'))).toBe('unauthorized');
    expect(access(from('203.0.113.5', `Bearer ${token}x`))).toBe('unauthorized');
    expect(access(from('203.0.113.5', `Bearer ${token.slice(1)}`))).toBe('unauthorized');
    expect(access(from('203.0.113.5', `Basic ${token}`))).toBe('unauthorized');
    expect(access(from('203.0.113.5', token))).toBe('unauthorized');
  });

  it('takes either when both are set', () => {
    const access = metricsAccess({ token, addresses: ['127.0.0.1'] });
    expect(access(from('127.0.0.1'))).toBe('open');
    expect(access(from('203.0.113.5', `Bearer ${token}`))).toBe('open');
    expect(access(from('203.0.113.5'))).toBe('unauthorized');
  });
});
