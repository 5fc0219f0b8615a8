// Throughput of a public list operation (getBoards) through the whole stack, against the same
// query on a bare Fastify route (DESIGN.md budgets: at least half the bare throughput and p99 under
// 50 ms with 100 clients on PostgreSQL; at least 1.5k req/s on embedded PGlite).
// Usage: npm run build && npm run bench:api [-- --duration 10 --connections 100]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const listBody = JSON.stringify({ type: 'NOTICE' });
// a title search always reads the database (embedded mode caches only the unsearched lists)
const searchBody = JSON.stringify({ type: 'NOTICE', searchValue: '안내' });

async function measure(label, url, body = listBody) {
  const options = {
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    connections,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, pools, prepared statements
  const result = await autocannon({ ...options, duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  const line = {
    label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failed,
  };
  console.log(JSON.stringify(line));
  if (failed > 0) throw new Error(`${label}: ${failed} failed requests`);
  return line;
}

function startBare(databaseUrl, port) {
  const child = spawn('node', ['bench/bare-list-server.mjs'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve(() => child.kill());
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

const results = [];
await withScratchDatabase(values.postgres, async (databaseUrl) => {
  // the built server migrates the new database and seeds the demo posts
  const server = await startBuiltServer({ port: 3261, env: { DATABASE_URL: databaseUrl } });
  try {
    results.push(await measure('getBoards on PostgreSQL', `${server.origin}/api/getBoards`));
  } finally {
    server.stop();
  }
  const stopBare = await startBare(databaseUrl, 3262);
  try {
    results.push(await measure('bare Fastify + pg', 'http://127.0.0.1:3262/bare/boards'));
  } finally {
    stopBare();
  }
});
const embedded = await startBuiltServer({ port: 3263 });
try {
  results.push(await measure('getBoards on PGlite', `${embedded.origin}/api/getBoards`));
  results.push(await measure('getBoards search on PGlite', `${embedded.origin}/api/getBoards`, searchBody));
} finally {
  embedded.stop();
}

const [stack, bare, pglite, search] = results;
const ratio = stack['req/s'] / bare['req/s'];
console.log(`\nwhole stack / bare on PostgreSQL: ${ratio.toFixed(2)} (budget ≥ 0.50)`);
console.log(`p99 on PostgreSQL: ${stack['p99 ms']} ms (budget < 50 ms)`);
console.log(`PGlite: ${pglite['req/s']} req/s (budget ≥ 1500); a title search ${search['req/s']} req/s`);
