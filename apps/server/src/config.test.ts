import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated session secret across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET/);
  });

  it('trusts no proxy by default, and a declared list when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1',
    ]);
  });

  it('refuses TRUST_PROXY=true, a hop count and what is not an address', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/40' })).toThrow(/10\.0\.0\.0\/40/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'proxy.local' })).toThrow(/proxy\.local/);
  });

  it('keeps files in DATA_DIR by default, and in a bucket when FILE_STORE=s3 names one with its keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).fileStore).toEqual({ kind: 'local' });
    const s3 = {
      DATA_DIR: dataDir(),
      FILE_STORE: 's3',
      S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
      S3_REGION: 'kr-standard',
      S3_BUCKET: 'putt-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(s3).fileStore).toEqual({
      kind: 's3',
      endpoint: 'https://kr.object.ncloudstorage.com',
      region: 'kr-standard',
      bucket: 'putt-files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const problems = (() => {
      try {
        loadConfig({ DATA_DIR: dataDir(), FILE_STORE: 's3' });
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems).toEqual([
      'S3_BUCKET: required when FILE_STORE=s3',
      'S3_ACCESS_KEY_ID: required when FILE_STORE=s3',
      'S3_SECRET_ACCESS_KEY: required when FILE_STORE=s3',
    ]);
  });

  it('opens /metrics to nobody by default, and to a token or listed addresses when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({ token: undefined, addresses: [] });
    const token = 'm'.repeat(32);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_TOKEN: token,
      METRICS_ADDRESSES: '10.0.0.0/8, 192.0.2.7,::1',
    });
    expect(config.metrics).toEqual({ token, addresses: ['10.0.0.0/8', '192.0.2.7', '::1'] });
  });

  it('refuses a short metrics token and a metrics address that is not one', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_ADDRESSES: 'prometheus.local' })).toThrow(
      /METRICS_ADDRESSES: not an address or CIDR range: prometheus\.local/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_ADDRESSES: '10.0.0.0/33' })).toThrow(
      /METRICS_ADDRESSES/,
    );
  });

  it('seeds the demo outside production, and in production only when asked', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: dataDir() }).seedDemo).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: dataDir(), SEED_DEMO: 'true' })
        .seedDemo,
    ).toBe(true);
  });
});
