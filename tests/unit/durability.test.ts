/**
 * @jest-environment node
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../helpers/ports';

const root = path.join(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
// One process (no tsx wrapper in between), so SIGKILL reaches the server itself.
const serverArgs = ['--import', 'tsx', path.join(root, 'service', 'server.ts')];

/** The real service in its own process, as `npm start` runs it (API only). */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      ...process.env,
      SITE_DIR: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the service did not start');
}

describe('the service process', () => {
  let dataDir: string;
  let port: number;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-kill-'));
    port = await freePort();
  });
  afterAll(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged submission when killed with SIGKILL during a burst', async () => {
    const env = { PORT: String(port), DATA_DIR: dataDir };
    server = await startServer(env);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `kill-${w}-${i}@example.com`;
        sent++;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/subscribe/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          });
          if (res.ok && (await res.json()).responsecode === 200) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 32 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(100);

    server = await startServer(env);
    const exported = await promisify(execFile)(
      tsx,
      ['scripts/leads.ts', 'export', '--kind', 'newsletter', '--format', 'json'],
      {
        cwd: root,
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const stored = new Set((JSON.parse(exported.stdout) as { email: string }[]).map((row) => row.email));
    const lost = acknowledged.filter((email) => !stored.has(email));
    console.log(
      `kill -9: ${sent} sent, ${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
  }, 90_000);

  it('exports leads as CSV while the service is running', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/subscribe/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'while-running@example.com' }),
    });
    expect(res.ok).toBe(true);
    const out = path.join(dataDir, 'export.csv');
    await promisify(execFile)(
      tsx,
      ['scripts/leads.ts', 'export', '--kind', 'newsletter', '--format', 'csv', '--out', out],
      {
        cwd: root,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      },
    );
    const csv = fs.readFileSync(out, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('id,email,locale,status,createdAt,confirmedAt,unsubscribedAt');
    expect(csv).toContain('while-running@example.com,en,pending');
  }, 60_000);
});
