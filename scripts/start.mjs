// `npm start`: builds the static site when out/ is missing or older than its sources, then
// runs the core service, which serves the site and the API on one port (PORT, default 8080).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const built = path.join(root, 'out', 'index.html');
const sources = ['app', 'components', 'lib', 'messages', 'public', 'next.config.ts', 'package-lock.json'];

function newest(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((name) => newest(path.join(entry, name))));
}

const stale = !fs.existsSync(built) || sources.some((s) => newest(s) > fs.statSync(built).mtimeMs);
if (stale) {
  console.log('start: building the site (out/ is missing or out of date)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'service', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on, so the service shuts down gracefully.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
