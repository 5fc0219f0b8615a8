import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** open: answer; unauthorized: a token would open it (401); hidden: as if there were no /metrics (404). */
export type MetricsVerdict = 'open' | 'unauthorized' | 'hidden';

/**
 * Who may read /metrics (decision 043): a peer at one of METRICS_ADDRESSES (request.ip, which
 * believes a forwarded address only from TRUST_PROXY's proxies), or whoever sends METRICS_TOKEN as
 * a bearer token. With neither set, nobody: the figures tell an outsider how busy a school's test is.
 */
export function metricsAccess({
  token,
  addresses,
}: Config['metrics']): (request: FastifyRequest) => MetricsVerdict {
  const allowed = new BlockList();
  for (const entry of addresses) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(bits), family);
  }
  const expected = token === undefined ? undefined : digest(token);
  return (request) => {
    const ip = request.ip;
    if (isIP(ip) !== 0 && allowed.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')) return 'open';
    if (expected === undefined) return 'hidden';
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected) ? 'open' : 'unauthorized';
  };
}

// compared as digests of one length, so neither the time nor a length check tells how much matched
const digest = (value: string) => createHash('sha256').update(value).digest();
