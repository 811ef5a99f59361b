// Service benchmark (DESIGN.md §7): drives POST /subscribe/subscribe with autocannon on
// 127.0.0.1 for a bounded time against the real service (its own processes, group commit on),
// then measures the raw single-row insert rate of the same database, and prints both.
//   npm run bench:api                                 embedded PGlite in a temporary folder
//   npm run bench:api -- --db postgres                a throwaway PostgreSQL cluster, fsync on
//   npm run bench:api -- --db postgres --instances 2  one copy, then one and two copies with rate limits in Redis
// BENCH_SECONDS=10 (after 2 s of warm-up) and BENCH_CONNECTIONS=32 by default; ports from BENCH_PORT=8436 on
// (PostgreSQL, Redis, then one per copy). Fails below the bar of one copy: 2,000 acknowledged
// req/s on PGlite, 3,000 on PostgreSQL, p99 ≤ 50 ms, no errors.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startPostgres } from '../tests/helpers/postgres';
import { startRedis } from '../tests/helpers/redis';

const { values: args } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, instances: { type: 'string', default: '1' } },
});
const onPostgres = args.db === 'postgres';
const instances = Number(args.instances);
if (!['pglite', 'postgres'].includes(args.db) || !Number.isInteger(instances) || instances < 1)
  throw new Error('usage: npm run bench:api -- [--db pglite|postgres] [--instances N]');
if (!onPostgres && instances > 1)
  throw new Error('PGlite admits one process: --instances needs --db postgres');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const basePort = Number(process.env.BENCH_PORT ?? 8436);
const WARMUP_SECONDS = 2;
const root = path.join(__dirname, '..');
const bar = { rps: onPostgres ? 3000 : 2000, p99: 50 };

async function waitHealthy(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the service did not start');
}

function startService(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'service', 'server.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MINUTE: '100000000',
      ...env,
    },
  });
}

async function stopService(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * The newsletter call, each request a new address, spread over the copies' ports; after a
 * warm-up of `WARMUP_SECONDS` that is not counted (the JIT and the database's caches).
 */
async function measure(ports: number[], run: string) {
  await load(ports, `${run}-warmup`, WARMUP_SECONDS);
  const result = await load(ports, run, seconds);
  const ok = result['2xx'];
  return {
    ok,
    rps: ok / (result.duration || seconds),
    errors: result.errors + result.timeouts + result.non2xx,
    latency: result.latency,
  };
}

function load(ports: number[], run: string, duration: number) {
  let counter = 0;
  return autocannon({
    // autocannon spreads the connections over several URLs (its types only list one).
    url: ports.map((port) => `http://127.0.0.1:${port}`) as unknown as string,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/subscribe/subscribe',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: `bench-${run}-${counter++}@bench.example` }),
        }),
      },
    ],
  });
}

type Measure = Awaited<ReturnType<typeof measure>>;

/** Single-row INSERTs, each its own transaction, one after the other: the database's raw rate. */
async function rawInsertRate(insert: (n: number) => Promise<unknown>, ms: number): Promise<number> {
  let n = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) await insert(n++);
  return n / (ms / 1000);
}

const rawTable =
  'create table bench_raw (id serial primary key, email text not null unique, created_at timestamptz default now())';

async function onPglite(tmp: string) {
  const port = basePort + 2;
  const server = startService(port, { DATA_DIR: path.join(tmp, 'service') });
  try {
    await waitHealthy(port);
    const result = await measure([port], 'pglite');
    await stopService(server);
    const db = new PGlite(path.join(tmp, 'raw'));
    await db.exec(rawTable);
    const raw = await rawInsertRate(
      (n) => db.query('insert into bench_raw (email) values ($1)', [`raw${n}@bench.example`]),
      5000,
    );
    await db.close();
    return { results: [{ ...result, copies: 1, redis: false }], raw };
  } finally {
    server.kill('SIGKILL');
  }
}

async function onPostgresCluster(tmp: string) {
  const pg = await startPostgres({ port: basePort, durable: true });
  if (!pg) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  const redis = instances > 1 ? await startRedis(basePort + 1) : null;
  if (instances > 1 && !redis) throw new Error('redis-server not found');
  const sql = postgres(pg.url, { onnotice: () => {} });
  const servers: ChildProcess[] = [];
  try {
    const results: (Measure & { copies: number; redis: boolean })[] = [];
    // One copy with limits in memory (the bar), then, when comparing copies, every count of
    // copies with the limits in Redis (one copy too, so the comparison holds Redis constant).
    const runs = [{ n: 1, shared: false }];
    for (let n = 1; instances > 1 && n <= instances; n++) runs.push({ n, shared: true });
    for (const { n, shared } of runs) {
      const ports = Array.from({ length: n }, (_, i) => basePort + 2 + i);
      for (const [i, port] of ports.entries()) {
        servers.push(
          startService(port, {
            DATA_DIR: path.join(tmp, `copy-${i}`),
            DATABASE_URL: pg.url,
            SECRET: 'bench-secret-0123456789abcdef0123456789',
            ...(shared ? { REDIS_URL: redis!.url } : {}),
          }),
        );
      }
      await Promise.all(ports.map(waitHealthy));
      results.push({ ...(await measure(ports, `pg${n}${shared}`)), copies: n, redis: shared });
      await Promise.all(servers.splice(0).map(stopService));
      await sql`truncate subscribers, outbox`;
    }
    await sql.unsafe(rawTable);
    const raw = await rawInsertRate(
      (n) => sql`insert into bench_raw (email) values (${`raw${n}@bench.example`})`,
      5000,
    );
    return { results, raw };
  } finally {
    for (const server of servers) server.kill('SIGKILL');
    await sql.end();
    await redis?.stop();
    pg.stop();
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-bench-'));
  try {
    const { results, raw } = onPostgres ? await onPostgresCluster(tmp) : await onPglite(tmp);
    const database = onPostgres ? 'PostgreSQL (fsync on)' : 'PGlite';
    console.log(
      `bench:api  POST /subscribe/subscribe, ${connections} connections, ${seconds} s, ${database}, ${os.cpus().length} cores`,
    );
    results.forEach((r) => {
      const copies = onPostgres
        ? `${r.copies} ${r.copies > 1 ? 'copies' : 'copy'}, limits in ${r.redis ? 'Redis' : 'memory'}: `
        : '';
      console.log(
        `  ${copies}${r.ok} acknowledged (${r.rps.toFixed(0)} req/s), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${r.errors}, ratio to raw inserts ${(r.rps / raw).toFixed(2)}`,
      );
    });
    console.log(`  raw single-row inserts on the same database: ${raw.toFixed(0)} rows/s`);
    const one = results[0]!;
    const pass = one.rps >= bar.rps && one.latency.p99 <= bar.p99 && one.errors === 0;
    console.log(
      `bench:api ${pass ? 'passed' : 'FAILED'} the bar of one copy: ≥ ${bar.rps} req/s, p99 ≤ ${bar.p99} ms, no errors`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

void main();
