// The floor of DESIGN.md §7: an empty Next.js App Router page (tests/fixtures/bare-next), exported
// like the site. Its output is not committed: it is built on first use (about 10 s).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const fixture = path.join(root, 'tests', 'fixtures', 'bare-next');

/** The folder of the empty page's export, built first when missing. */
export function bareNextOut(): string {
  const out = path.join(fixture, 'out');
  if (fs.existsSync(path.join(out, 'index.html'))) return out;
  console.log('building the empty Next.js page (the floor)');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', fixture],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  return out;
}

// `npm run floor`: builds the empty page ahead of the steps that measure against it (npm test).
if (import.meta.url === `file://${process.argv[1]}`) console.log(`the floor: ${bareNextOut()}`);
