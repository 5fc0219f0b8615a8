// A throw-away PostgreSQL database for one benchmark run, dropped afterwards whatever happens.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function withScratchDatabase(postgresUrl, run) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
