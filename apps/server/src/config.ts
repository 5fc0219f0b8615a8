import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  KAKAO_ISSUER: z.url().default('https://kauth.kakao.com'),
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
});

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
  seedDemo: boolean;
  bodyLimit: number;
  /** sign-in providers that are configured; an absent one offers no button and no routes */
  social: { google?: SocialClient; kakao?: SocialClient };
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
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required when NODE_ENV=production']);
  }
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
    seedDemo: e.SEED_DEMO === 'true',
    bodyLimit: e.BODY_LIMIT,
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

/** Outside production a missing secret is made once and kept beside the data, so restarts keep sessions. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
