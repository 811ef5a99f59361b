// Service benchmark (DESIGN.md §7): drives POST /subscribe/subscribe with autocannon on
// 127.0.0.1 for a bounded time against the real service (its own process, embedded PGlite in a
// temporary folder), then measures the raw single-row insert rate of the same database, and
// prints both with their ratio. Fails below 2,000 acknowledged requests/s or above 50 ms p99.
//   npm run bench:api            (BENCH_SECONDS=10, BENCH_CONNECTIONS=32 by default)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const root = path.join(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

/** Single-row INSERTs, each its own transaction, on PGlite in a folder: the database's raw rate. */
async function rawInsertRate(dir: string, ms: number): Promise<number> {
  const db = new PGlite(dir);
  await db.exec(
    'create table t (id serial primary key, email text not null unique, created_at timestamptz default now())',
  );
  let n = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await db.query('insert into t (email) values ($1)', [`raw${n}@bench.example`]);
    n++;
  }
  await db.close();
  return n / (ms / 1000);
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'service', 'server.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'service'),
      SITE_DIR: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MINUTE: '100000000',
    },
  });
  try {
    await waitHealthy(port);
    let counter = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/subscribe/subscribe',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `bench${counter++}@bench.example` }),
          }),
        },
      ],
    });
    server.kill('SIGTERM');
    const raw = await rawInsertRate(path.join(tmp, 'raw'), 5000);

    const ok = result['2xx'];
    const rps = ok / (result.duration || seconds);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `bench:api  POST /subscribe/subscribe, ${connections} connections, ${seconds} s, PGlite, ${os.cpus().length} cores`,
    );
    console.log(`  acknowledged: ${ok} (${rps.toFixed(0)} req/s)   errors: ${errors}`);
    console.log(
      `  latency: p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
    );
    console.log(`  raw single-row inserts on the same database: ${raw.toFixed(0)} rows/s`);
    console.log(`  ratio acknowledged requests / raw inserts: ${(rps / raw).toFixed(2)}`);
    const pass = rps >= 2000 && result.latency.p99 <= 50 && errors === 0;
    console.log(
      pass
        ? 'bench:api passed (≥ 2000 req/s, p99 ≤ 50 ms, no errors)'
        : 'bench:api FAILED the bar: ≥ 2000 req/s, p99 ≤ 50 ms, no errors',
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

void main();
