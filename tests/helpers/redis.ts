import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './ports';

export interface ThrowawayRedis {
  url: string;
  /** Stops the server (SIGKILL); `start()` brings a fresh one up on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Resolves once something accepts TCP connections on the port, or rejects after `timeoutMs`. */
async function listening(port: number, timeoutMs = 10_000) {
  const start = Date.now();
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() - start > timeoutMs) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts Debian's `redis-server` on 127.0.0.1 (on port `at`, or one the system says is free)
 * with nothing kept on disk; returns null when it is not installed (`.ci/run` installs it).
 */
export async function startRedis(at?: number): Promise<ThrowawayRedis | null> {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (found.status !== 0) return null;
  const binary = found.stdout.trim();
  const port = at ?? (await freePort());
  let server: ChildProcess | null = null;

  async function start() {
    server = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
    await listening(port);
  }

  async function stop() {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
