// `npm test`: every check of the project, arranged so the two cores are busy without disturbing the
// timing-sensitive steps, and the time of each step printed at the end.
//
//   the site:         the static build, then the byte budgets, the browser tests, Lighthouse
//   beside the build: the unit and service tests, from the end of the build's compile (which keeps
//                     both cores busy) through its page generation (one core), then the floor page
//                     at low priority; the browser tests start when both are done
//   beside Lighthouse: lint, format, types, messages, at low priority, on the core Lighthouse leaves
//                     idle (it drives one page at a time); not earlier, see `checks` below
//
// Each step's output is printed when it ends; the first failure stops the steps not yet started.
//   npm test                 every step
//   npm test -- --skip build  reuse out/ from an earlier `npm run build`
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGLITE_TEMPLATE } from '../tests/helpers/pglite-seed';
import { tempFolder } from '../tests/helpers/temp';

interface Step {
  name: string;
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** Runs at the lowest CPU priority (`nice -n 19`): it waits for whatever the other steps leave. */
  background?: boolean;
  /** Output that tells the steps waiting on this one that they may start before it ends. */
  milestone?: RegExp;
}

const { values } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
const skipped = new Set(values.skip);

// The types are checked once, by the typecheck step (beside Lighthouse), not by the build
// (next.config.ts).
// Next.js compiles with every core, then generates the pages with one worker: the unit tests begin
// when it says the compile is done (`next build` alone: 18 s compile, 38 s generation). Beside the
// unit tests from the start, the compile took 46–50 s and build and unit tests 133–146 s; from the
// compile's end, 17–18 s and 113–118 s. Were the line never printed, they would begin when the build
// ends.
const build: Step = {
  name: 'build',
  script: 'build',
  env: { TYPES_CHECKED_BESIDE: '1' },
  milestone: /Compiled successfully/,
};
// Then the empty Next.js page the byte budgets and Lighthouse measure against (scripts/bare-next.ts,
// about 12 CPU-seconds), at low priority beside the page generation, which outlasted the unit tests
// by about 20–27 s in the fresh clones of 22d4d9b and c45d8ea.
const unit: Step[] = [
  { name: 'unit', script: 'test:unit' },
  { name: 'floor', script: 'floor', background: true },
];
// Beside Lighthouse, at low priority (its Chromium runs in this session, so niceness holds). Run
// from the start at low priority, they got little beside the build and went on into the browser
// tests (lint, format and types 102–223 s in the fresh clone of 279eb9d, the type check 103–193 s in
// that of c45d8ea), and there low priority does not hold: Playwright starts each Chromium in a
// session of its own, and the kernel shares the CPU between sessions (autogroups) before niceness
// counts.
const checks: Step[] = [
  { name: 'lint', script: 'lint', background: true },
  { name: 'format', script: 'format:check', background: true },
  { name: 'typecheck', script: 'typecheck', background: true },
  { name: 'messages', script: 'i18n:check', background: true },
];
const afterBuild: Step[] = [
  { name: 'size', script: 'size' },
  { name: 'browser', script: 'test:e2e' },
];
const lighthouse: Step[] = [
  // The full sweep (every route in en, ar, ja, hi, 3 runs, every bar) is `npm run lighthouse`.
  // Here: LCP, layout shift, SEO, accessibility and best practices, which these pages meet; the
  // performance score and TBT are printed but not yet enforced (README, Measured), and the checks
  // beside this step move them (the full sweep runs alone). Only the audits
  // a score counts run; the sweep keeps the diagnostics (bootup time, main-thread work…).
  {
    name: 'lighthouse',
    script: 'lighthouse',
    args: [
      '--routes',
      '/,/api-docs,/request-demo',
      '--locales',
      'en,ar',
      '--runs',
      '1',
      '--bars',
      'lcp,cls,scores',
      '--scored-only',
      // One run of the floor for the six pages: TBT, read against it, is not enforced here.
      '--floor-every',
      '6',
    ],
  },
];

// One migrated PGlite cluster for the run: the unit tests make it, and the browser tests' and
// Lighthouse's services start from a copy instead of PGlite's initdb (tests/helpers/pglite-seed.ts;
// what it saves: README, What moved the figures).
process.env[PGLITE_TEMPLATE] = path.join(tempFolder('orvyn-test-'), 'pglite');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const times = new Map<string, { seconds: number; ok: boolean | null }>();
let failed = false;

/** Runs a step; `reached` is called once its output shows its milestone, or when it ends. */
function run(step: Step, reached: () => void = () => {}): Promise<boolean> {
  if (failed || skipped.has(step.name)) {
    times.set(step.name, { seconds: 0, ok: null });
    reached();
    return Promise.resolve(true);
  }
  const started = Date.now();
  return new Promise((resolve) => {
    const npm = ['npm', 'run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])];
    const [command, ...args] = step.background ? ['nice', '-n', '19', ...npm] : npm;
    const child = spawn(command!, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    const output: Buffer[] = [];
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk);
      if (!step.milestone) return;
      // The last line's start and this chunk: a line may arrive in two chunks.
      seen = seen.slice(seen.lastIndexOf('\n') + 1) + chunk.toString();
      if (step.milestone.test(seen)) reached();
    });
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      times.set(step.name, { seconds, ok });
      process.stdout.write(
        `\n── ${step.name} (npm run ${step.script}) ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      if (!ok) failed = true;
      reached();
      resolve(ok);
    });
  });
}

async function lane(steps: Step[]) {
  for (const step of steps) await run(step);
}

const started = Date.now();
let compiled = () => {};
const compileDone = new Promise<void>((resolve) => (compiled = resolve));
await Promise.all([run(build, compiled), compileDone.then(() => lane(unit))]);
await lane(afterBuild);
await Promise.all([lane(lighthouse), lane(checks)]);

const total = (Date.now() - started) / 1000;
console.log('\nstep        time');
for (const { name, background } of [build, ...unit, ...afterBuild, ...lighthouse, ...checks]) {
  const { seconds, ok } = times.get(name)!;
  const note = ok === false ? '  FAILED' : background ? '  (low priority: waits for the CPU)' : '';
  console.log(
    `${name.padEnd(10)}  ${ok === null ? 'skipped' : `${seconds.toFixed(1).padStart(6)} s${note}`}`,
  );
}
console.log(
  `${'total'.padEnd(10)}  ${total.toFixed(1).padStart(6)} s (the build, the unit tests and the floor page beside it once it has compiled; the byte budgets, the browser tests; Lighthouse with lint, format, types and messages beside it at low priority)`,
);
process.exit(failed ? 1 : 0);
