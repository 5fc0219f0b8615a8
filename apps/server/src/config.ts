import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

/** Every setting the server reads from the environment; nothing else reads process.env. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().optional(),
  WORKER: z.enum(['inline', 'off']).default('inline'),
  REPORT_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  // No default here: outside production the demo seed is on, in production off (see loadConfig).
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.string().optional(),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  SHUTDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  KAKAO_ISSUER: z.url().default('https://kauth.kakao.com'),
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_ADDRESSES: z.string().optional(),
});

/** Object storage on the S3 protocol (FILE_STORE=s3, issue 45). */
export type S3Settings = {
  /** the service's address; absent for AWS itself */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`host/bucket/key`), as most S3-protocol servers other than AWS want */
  forcePathStyle: boolean;
};

/** One OpenID Connect client; issuers are settings so tests run against a local provider. */
export type SocialClient = { issuer: string; clientId: string; clientSecret: string | undefined };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicOrigin: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDir: string;
  worker: 'inline' | 'off';
  /** threads that draw report PDFs in a process that runs jobs (decision 022) */
  reportThreads: number;
  seedDemo: boolean;
  /** whether staff must sign in with a second factor (issue 43): always in production, never required elsewhere */
  staffSecondFactorRequired: boolean;
  bodyLimit: number;
  /**
   * On SIGTERM, how long a process may finish the requests and jobs it has before it exits anyway:
   * below the service manager's own limit (systemd's TimeoutStopSec, 90 s by default).
   */
  shutdownSeconds: number;
  /**
   * Which peers may state the client's address in X-Forwarded-For: none (the socket's address is
   * the client's) or a list of proxy addresses and CIDR ranges (Fastify's trustProxy).
   */
  trustProxy: false | string[];
  /** sign-in providers that are configured; an absent one offers no button and no routes */
  social: { google?: SocialClient; kakao?: SocialClient };
  /** where file contents live: DATA_DIR/files, or a bucket every machine shares (issue 45) */
  fileStore: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** who may read /metrics: the holder of the token, or a peer at one of the addresses; nobody when neither is set */
  metrics: { token: string | undefined; addresses: string[] };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(blankless);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !e.SESSION_SECRET) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  const metricsAddresses =
    e.METRICS_ADDRESSES === undefined ? { value: [] } : parseAddresses(e.METRICS_ADDRESSES);
  if ('problem' in metricsAddresses) problems.push(`METRICS_ADDRESSES: ${metricsAddresses.problem}`);
  if (e.FILE_STORE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) problems.push(`${name}: required when FILE_STORE=s3`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  // npm runs workspace scripts inside the workspace: a relative path means relative to where the
  // user ran npm (INIT_CWD), so `npm start` at the root keeps its data in ./data.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDir: resolve(e.WEB_DIR ?? join(repoRoot, 'apps/web/dist')),
    worker: e.WORKER,
    // one per core, up to 4: drawing is CPU, and the event loop's own work is light beside it
    reportThreads: e.REPORT_THREADS ?? Math.max(1, Math.min(4, availableParallelism())),
    // The demo accounts have passwords printed in the README: never by default in production.
    seedDemo: (e.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    staffSecondFactorRequired: production,
    trustProxy: 'value' in trustProxy ? trustProxy.value : false,
    bodyLimit: e.BODY_LIMIT,
    shutdownSeconds: e.SHUTDOWN_SECONDS,
    fileStore:
      e.FILE_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'local' },
    metrics: { token: e.METRICS_TOKEN, addresses: 'value' in metricsAddresses ? metricsAddresses.value : [] },
    social: {
      // Google always needs its secret (confidential web client); Kakao's secret is optional.
      ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              issuer: e.GOOGLE_ISSUER,
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
            },
          }
        : {}),
      ...(e.KAKAO_CLIENT_ID
        ? {
            kakao: {
              issuer: e.KAKAO_ISSUER,
              clientId: e.KAKAO_CLIENT_ID,
              clientSecret: e.KAKAO_CLIENT_SECRET,
            },
          }
        : {}),
    },
  };
}

/**
 * TRUST_PROXY: unset or "false" trusts nobody; otherwise a comma-separated list of addresses or
 * CIDR ranges. "true" (trust every peer) is refused: it lets any client choose the address that
 * rate limits and the audit log record. A hop count is refused too: Fastify cannot check the peer
 * with one and trusts nobody, which would silently count every client as the proxy.
 */
function parseTrustProxy(value: string | undefined): { value: Config['trustProxy'] } | { problem: string } {
  if (value === undefined || value === 'false') return { value: false };
  if (value === 'true' || /^\d+$/.test(value)) {
    return { problem: `list the proxies’ addresses or ranges (e.g. 10.0.0.0/8), not ${value}` };
  }
  return parseAddresses(value);
}

/** A comma-separated list of addresses and CIDR ranges, none of them anything else. */
function parseAddresses(value: string): { value: string[] } | { problem: string } {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    return { problem: `not an address or CIDR range: ${bad.join(', ') || value}` };
  }
  return { value: entries };
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** Outside production a missing secret is made once and kept beside the data, so restarts keep sessions. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
